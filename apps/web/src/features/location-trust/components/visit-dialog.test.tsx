// @vitest-environment jsdom
import type { EvvVisit } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
    // 09:15 to 11:30: 2h 15m
    long: false,
  },
  // UTC+5:45: 17:00Z is 10:45 PM; 09:15 there is 03:30Z
  {
    zone: 'Asia/Kathmandu',
    shownIn: '2026-11-24T22:45',
    shownOut: '2026-11-25T00:15',
    typedIn: '2026-11-24T03:30:00.000Z',
    // 09:15 to 00:15 the next day: 15 hours, asked first
    long: true,
  },
];

const open = (timeZone: string, onConfirm: (change: VisitChange) => Promise<string | null>) =>
  render(<VisitDialog visit={visit} timeZone={timeZone} busy={false} onClose={() => {}} onConfirm={onConfirm} />);
/** The question asked before saving a visit longer than 12 hours. */
const question = () => screen.findByRole('dialog', { name: 'Save this visit?' });
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

  it.each(ZONES)(
    'sends a typed time as its instant on the organisation’s clock ($zone)',
    async ({ zone, typedIn, long }) => {
      const user = userEvent.setup();
      const onConfirm = vi.fn(async (_change: VisitChange) => null);
      open(zone, onConfirm);
      await waitFor(() => expect(field('visit-check-in').value).not.toBe(''));
      fireEvent.change(field('visit-check-in'), { target: { value: '2026-11-24T09:15' } });
      await chooseCodes(user);
      await user.type(field('visit-attestation'), 'The caregiver forgot to check in.');
      await user.click(screen.getByTestId('save-visit'));
      if (long) await user.click(within(await question()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
      const change = onConfirm.mock.calls[0]?.[0];
      expect(change?.check_in_at).toBe(typedIn);
      // the untouched check-out goes back as the instant it was
      expect(change?.check_out_at).toBe(visit.check_out_at);
    },
  );

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

  it('keeps the attestation’s hint under its refusal, so the reader still sees what to attest', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (_change: VisitChange) => null);
    open('America/Phoenix', onConfirm);
    await waitFor(() => expect(field('visit-check-in').value).not.toBe(''));
    await chooseCodes(user);
    await user.click(screen.getByTestId('save-visit'));
    const helper = document.getElementById('visit-attestation-helper-text');
    await waitFor(() => expect(field('visit-attestation').getAttribute('aria-invalid')).toBe('true'));
    expect(helper?.textContent).toMatch(/I attest that this change is true and correct\.$/);
    expect(helper?.textContent).not.toBe('I attest that this change is true and correct.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks before saving a visit made longer than 12 hours, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (_change: VisitChange) => null);
    open('America/Phoenix', onConfirm);
    await waitFor(() => expect(field('visit-check-out').value).toBe('2026-11-24T11:30'));
    // 10:00 AM to 11:00 PM: 13 hours
    fireEvent.change(field('visit-check-out'), { target: { value: '2026-11-24T23:00' } });
    await chooseCodes(user);
    await user.type(field('visit-attestation'), 'The caregiver checked out late on the phone.');
    await user.click(screen.getByTestId('save-visit'));
    const asked = await question();
    expect(asked.textContent).toContain('This change makes a visit of 13h 0m, longer than 12 hours. Save it?');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this visit?' })).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('save-visit'));
    await user.click(within(await question()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0].check_out_at).toBe('2026-11-25T06:00:00.000Z');
  });

  it('says in Spanish when a long visit ends on a later day', async () => {
    await loadLanguage('es');
    const user = userEvent.setup();
    const onConfirm = vi.fn(async (_change: VisitChange) => null);
    open('America/Phoenix', onConfirm);
    await waitFor(() => expect(field('visit-check-out').value).toBe('2026-11-24T11:30'));
    fireEvent.change(field('visit-check-out'), { target: { value: '2026-11-25T01:00' } });
    await user.click(screen.getByRole('combobox', { name: /^Motivo/ }));
    await user.click(screen.getAllByRole('option')[0] as HTMLElement);
    await user.click(screen.getByRole('combobox', { name: /^Resolución/ }));
    await user.click(screen.getAllByRole('option')[0] as HTMLElement);
    await user.type(field('visit-attestation'), 'Salida tarde.');
    await user.click(screen.getByTestId('save-visit'));
    const asked = await screen.findByRole('dialog', { name: '¿Guardar esta visita?' });
    expect(asked.textContent).toContain(
      'Este cambio crea una visita de 15h 0m, de más de 12 horas, que termina otro día, a la 01:00 a.m. (+1 día). ¿Guardarla?',
    );
  });
});
