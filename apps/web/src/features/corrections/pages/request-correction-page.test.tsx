// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import RequestCorrectionPage from './request-correction-page';

/**
 * A correction of a day whose pay period is approved is refused by the server (timecard_locked):
 * the form says so as soon as that date is chosen and sends nothing.
 */
let locked = false;
const mutateAsync = vi.fn();
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../api/corrections', () => ({
  useShiftsOn: () => ({ data: [] }),
  usePeriodLocked: () => ({ data: locked }),
  useRequestCorrection: () => ({ mutateAsync, isPending: false }),
}));

const toaster = testToaster();
const renderAt = (date: string) =>
  render(
    withToaster(
      <MemoryRouter initialEntries={[`/corrections/new?date=${date}`]}>
        <RequestCorrectionPage />
      </MemoryRouter>,
      toaster,
    ),
  );

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('RequestCorrectionPage', () => {
  it('says a date of an approved period is locked and does not offer to send', async () => {
    await loadLanguage('en');
    locked = true;
    renderAt('2026-11-10');
    expect(screen.getByTestId('correction-period-locked').textContent).toBe(
      'This pay period’s timecard is approved and locked. An administrator must reopen it first.',
    );
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(true);
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es');
    locked = true;
    renderAt('2026-11-10');
    expect(screen.getByTestId('correction-period-locked').textContent).toMatch(/aprobada y bloqueada/);
  });

  it('offers to send a date of a period not approved', async () => {
    await loadLanguage('en');
    locked = false;
    renderAt('2026-11-10');
    expect(screen.queryByTestId('correction-period-locked')).toBeNull();
    expect(screen.getByTestId('send-correction').hasAttribute('disabled')).toBe(false);
  });
});
