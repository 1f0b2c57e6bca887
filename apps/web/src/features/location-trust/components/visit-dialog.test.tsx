// @vitest-environment jsdom
import type { EvvVisit } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { evvVisit } from '../testing/evv-visit';
import { type VisitChange, VisitDialog } from './visit-dialog';
import '../i18n';

/**
 * The "Change visit" dialog shows and reads its times on the organisation's clock, as the visit
 * list does, never on the browser's: a visit shown 10:00 AM – 11:30 AM in Phoenix opens at those
 * times, and a typed time is sent as that wall-clock time's instant there. Each case runs in two
 * zones far apart (UTC-7 and UTC+5:45), so whatever zone the machine running it is in, at least
 * one differs from it and a time read in the browser's zone fails.
 */
// 10:00 AM to 11:30 AM in Phoenix
const visit: EvvVisit = evvVisit({
  check_in_at: '2026-11-24T17:00:00.000Z',
  check_out_at: '2026-11-24T18:30:00.000Z',
  worked_minutes: 90,
});
// the dialog's service codes: an empty list, never asked of a server here
vi.mock('../../../api/service-codes', () => ({ useActiveServiceCodes: () => ({ data: [] }) }));

const ZONES = [
  // UTC-7 all year: 17:00Z is 10:00 AM; 09:15 there is 16:15Z
  {
    zone: 'America/Phoenix',
    shownIn: '2026-11-24T10:00',
    shownOut: '2026-11-24T11:30',
    typedIn: '2026-11-24T16:15:00.000Z',
  },
  // UTC+5:45: 17:00Z is 10:45 PM; 09:15 there is 03:30Z
  {
    zone: 'Asia/Kathmandu',
    shownIn: '2026-11-24T22:45',
    shownOut: '2026-11-25T00:15',
    typedIn: '2026-11-24T03:30:00.000Z',
  },
];

const open = (timeZone: string, onConfirm: (change: VisitChange) => Promise<string | null>) =>
  render(<VisitDialog visit={visit} timeZone={timeZone} busy={false} onClose={() => {}} onConfirm={onConfirm} />);
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
/** The first reason and resolution codes, which a change needs beside its attestation. */
async function chooseCodes(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(screen.getByRole('combobox', { name: /^Reason/ }));
  await user.click(screen.getAllByRole('option')[0] as HTMLElement);
  await user.click(screen.getByRole('combobox', { name: /^Resolution/ }));
  await user.click(screen.getAllByRole('option')[0] as HTMLElement);
}

beforeEach(async () => {
  await loadLanguage('en');
});
afterEach(() => {
  cleanup();
});

describe('the change visit dialog', () => {
  it.each(ZONES)('shows the visit’s times on the organisation’s clock ($zone)', async ({ zone, shownIn, shownOut }) => {
    open(zone, async () => null);
    await waitFor(() => expect(field('visit-check-in').value).toBe(shownIn));
    expect(field('visit-check-out').value).toBe(shownOut);
  });

  it.each(ZONES)('sends a typed time as its instant on the organisation’s clock ($zone)', async ({ zone, typedIn }) => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (_change: VisitChange) => null);
    open(zone, onConfirm);
    await waitFor(() => expect(field('visit-check-in').value).not.toBe(''));
    fireEvent.change(field('visit-check-in'), { target: { value: '2026-11-24T09:15' } });
    await chooseCodes(user);
    await user.type(field('visit-attestation'), 'The caregiver forgot to check in.');
    await user.click(screen.getByTestId('save-visit'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const change = onConfirm.mock.calls[0]?.[0];
    expect(change?.check_in_at).toBe(typedIn);
    // the untouched check-out goes back as the instant it was
    expect(change?.check_out_at).toBe(visit.check_out_at);
  });

  it('sends an untouched time back to the second, though its field shows minutes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (_change: VisitChange) => null);
    const withSeconds = { ...visit, check_in_at: '2026-11-24T17:00:37.000Z', check_out_at: '2026-11-24T18:29:59.000Z' };
    render(
      <VisitDialog
        visit={withSeconds}
        timeZone="America/Phoenix"
        busy={false}
        onClose={() => {}}
        onConfirm={onConfirm}
      />,
    );
    await waitFor(() => expect(field('visit-check-in').value).toBe('2026-11-24T10:00'));
    await chooseCodes(user);
    await user.type(field('visit-attestation'), 'Codes corrected; times as recorded.');
    await user.click(screen.getByTestId('save-visit'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    const change = onConfirm.mock.calls[0]?.[0];
    expect(change?.check_in_at).toBe(withSeconds.check_in_at);
    expect(change?.check_out_at).toBe(withSeconds.check_out_at);
    // and the version it opened, so a change someone made since is refused, not laid over (docs/evv.md)
    expect(change?.updated_at).toBe(withSeconds.updated_at);
  });
});
