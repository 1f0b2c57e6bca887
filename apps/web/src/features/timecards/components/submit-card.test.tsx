// @vitest-environment jsdom
import type { TimecardDetail } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { SubmitCard } from './submit-card';

/** The submit card offers to submit only while the card can be; sent or approved, it says so. */
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

const card = (status: TimecardDetail['status']) =>
  ({ status, blockers: [], period_start: '2026-11-01', period_end: '2026-11-14' }) as unknown as TimecardDetail;
const show = (status: TimecardDetail['status']) =>
  render(<SubmitCard card={card(status)} today="2026-11-20" busy={false} refusal={null} onSubmit={() => undefined} />);

describe('SubmitCard', () => {
  it('is headed “Submit this timecard” while the card is open', () => {
    show('open');
    expect(screen.getByRole('heading', { name: 'Submit this timecard' })).toBeTruthy();
  });

  it('is headed “Submission” once the card is approved and locked, with no offer to submit', () => {
    show('approved');
    expect(screen.getByRole('heading', { name: 'Submission' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Submit this timecard' })).toBeNull();
    expect(screen.getByTestId('timecard-submit').textContent).toContain('approved and locked');
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    show('submitted');
    expect(screen.getByRole('heading', { name: 'Envío' })).toBeTruthy();
  });
});
