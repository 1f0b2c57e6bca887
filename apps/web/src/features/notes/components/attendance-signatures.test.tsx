// @vitest-environment jsdom
import type { ClientAttendance, Signature } from '@daybook/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import { AttendanceSignatures } from './attendance-signatures';

/**
 * Under the attendance log's signatures, how many of the day's records are not signed yet, in the
 * number's own grammar: "1 record … is", not "1 records … are" (walkthrough #10), in Spanish too.
 */
vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../api/signatures', () => ({
  useSignDay: () => ({ mutateAsync: vi.fn(async () => ({ signatures: [{ id: 9 }], skipped: [] })) }),
  useAddAddendum: () => ({ mutateAsync: vi.fn() }),
  useSigningStatus: () => ({ data: { has_pin: false } }),
}));

const signature: Signature = {
  id: 1,
  record_type: 'attendance',
  record_id: 1,
  kind: 'author',
  signer_id: 3,
  signer: 'Ana Reyes',
  title: 'Direct Support Professional',
  signed_at: '2026-11-25T23:00:00.000Z',
  content_hash: 'ab'.repeat(32),
  attestation: 'I attest that this record is accurate.',
  method: 'password',
};

const record = (id: number, signed: boolean) =>
  ({
    id,
    client_name: 'Mateo Alvarez',
    time_in: '08:00',
    time_out: '12:00',
    service: 'DTA1',
    signed,
    signatures: signed ? [{ ...signature, record_id: id }] : [],
    addenda: [],
  }) as unknown as ClientAttendance;

/** One signed record and `unsigned` records still to sign. */
const day = (unsigned: number) => [
  record(1, true),
  ...Array.from({ length: unsigned }, (_, i) => record(i + 2, false)),
];

const renderDay = (unsigned: number, address = '/attendance-log?date=2026-11-25') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <AttendanceSignatures records={day(unsigned)} date="2026-11-25" blankLine={null} />
    </MemoryRouter>,
  );

afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the attendance log’s unsigned count', () => {
  it('says one record is not signed yet', async () => {
    await loadLanguage('en');
    renderDay(1);
    expect(screen.getByText(/not signed yet/).textContent).toBe('1 record of this day is not signed yet.');
  });

  it('says several records are not signed yet', async () => {
    await loadLanguage('en');
    renderDay(3);
    expect(screen.getByText(/not signed yet/).textContent).toBe('3 records of this day are not signed yet.');
  });

  it('in Spanish, one and several', async () => {
    await loadLanguage('es');
    renderDay(1);
    expect(screen.getByText(/firmad/).textContent).toBe('1 registro de este día aún no está firmado.');
    cleanup();
    renderDay(2);
    expect(screen.getByText(/firmad/).textContent).toBe('2 registros de este día aún no están firmados.');
  });
});

describe('an addendum asked for from a record’s Details dialog', () => {
  it('opens the addendum dialog on that signed record (?addendum=<id>), in Spanish with the glossary’s anexo', async () => {
    await loadLanguage('es');
    renderDay(1, '/attendance-log?date=2026-11-25&addendum=1');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Agregar un anexo');
    expect(dialog.textContent).not.toMatch(/adenda/i);
    // the record's times as Spanish writes a time of day
    expect(dialog.textContent).toContain('08:00 a.m.–12:00 p.m.');
  });

  it('opens nothing for a record that is not signed', async () => {
    await loadLanguage('en');
    renderDay(1, '/attendance-log?date=2026-11-25&addendum=2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add addendum' })).toBeTruthy();
  });
});

describe('the notice after signing the day', () => {
  it('names its close button in the reader’s language', async () => {
    await loadLanguage('es');
    renderDay(1);
    fireEvent.click(screen.getByRole('button', { name: 'Firmar el día' }));
    const dialog = within(screen.getByTestId('sign-day'));
    fireEvent.change(dialog.getByLabelText(/Su contraseña/), { target: { value: 'Daybook-demo-2026!' } });
    fireEvent.click(dialog.getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Firmar el día' }));
    });
    await waitFor(() => expect(screen.queryByTestId('sign-day')).toBeNull());
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Firmados: 1.');
    expect(within(notice).getByRole('button').getAttribute('aria-label')).toBe('Cerrar');
  });
});
