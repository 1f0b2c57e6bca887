// @vitest-environment jsdom
import type { TimecardDetail } from '@daybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { ApprovalCard } from './approval-card';

/** An approved card seen by a manager says who can reopen it; an administrator has the Reopen button. */
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

const card = {
  status: 'approved',
  blockers: [],
  period_start: '2026-11-01',
  period_end: '2026-11-14',
} as unknown as TimecardDetail;
const show = (canReopen: boolean) =>
  render(
    <ApprovalCard
      card={card}
      canReopen={canReopen}
      busy={false}
      refusal={null}
      onApprove={() => undefined}
      onReopen={() => undefined}
    />,
  );

describe('ApprovalCard on an approved timecard', () => {
  it('tells a manager that only an administrator can reopen it', () => {
    show(false);
    expect(screen.getByTestId('timecard-approved').textContent).toBe(
      'This timecard is approved and locked. Only an administrator can reopen it.',
    );
    expect(screen.queryByTestId('reopen-timecard')).toBeNull();
  });

  it('and in Spanish', async () => {
    await loadLanguage('es');
    show(false);
    expect(screen.getByTestId('timecard-approved').textContent).toBe(
      'Esta tarjeta de tiempo está aprobada y bloqueada. Solo un administrador puede reabrirla.',
    );
  });

  it('offers an administrator the Reopen button without the hint', () => {
    show(true);
    expect(screen.getByTestId('timecard-approved').textContent).toBe('This timecard is approved and locked.');
    expect(screen.getByTestId('reopen-timecard')).toBeTruthy();
  });
});
