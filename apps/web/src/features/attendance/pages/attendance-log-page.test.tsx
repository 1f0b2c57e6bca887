// @vitest-environment jsdom
import type { ClientAttendance } from '@daybook/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import AttendanceLogPage from './attendance-log-page';

/**
 * The Daily Attendance Log (docs/product-rules.md §2, §4 "Attendance"): a signed record's row says
 * it is signed and does not offer One-on-One or Delete, which the server refuses (409
 * record_signed); Add New Record carries the log's day to the new record.
 */
vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-28' }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/locations', () => ({ useActiveLocations: () => ({ data: [] }) }));

const row = (id: number, name: string, signed: boolean) =>
  ({
    id,
    client_id: id,
    client: `GC-${id}`,
    client_name: name,
    date: '11/27/2026',
    date_iso: '2026-11-27',
    time_in: '09:00',
    time_out: '14:00',
    service: 'DTA1',
    absent: false,
    one_on_one: false,
    has_notes: false,
    signed,
    signatures: [],
    addenda: [],
  }) as unknown as ClientAttendance;

vi.mock('../api/attendance', () => ({
  useAttendance: () => ({
    isPending: false,
    isError: false,
    isSuccess: true,
    data: [row(1, 'Emily Dawson', true), row(2, 'Mateo Alvarez', false)],
  }),
  useUpdateAttendance: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useDeleteAttendance: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useNoteOfDay: () => ({ data: null }),
}));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe('the attendance log of a past day', () => {
  it('marks a signed row signed, with its One-on-One box and Delete disabled; an unsigned row keeps them', async () => {
    screenIs(false);
    await loadLanguage('en');
    render(
      <MemoryRouter initialEntries={['/attendance-log?date=2026-11-27']}>
        <AttendanceLogPage />
      </MemoryRouter>,
    );
    const [signed, open] = screen.getAllByTestId('attendance-row');
    expect(within(signed!).getByTestId('attendance-signed').textContent).toBe('Signed');
    expect(within(signed!).getByRole('checkbox', { name: /Emily Dawson/ })).toHaveProperty('disabled', true);
    expect(within(signed!).getByRole('button', { name: 'Delete the record of Emily Dawson' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(open!).queryByTestId('attendance-signed')).toBeNull();
    expect(within(open!).getByRole('checkbox', { name: /Mateo Alvarez/ })).toHaveProperty('disabled', false);
    expect(within(open!).getByRole('button', { name: 'Delete the record of Mateo Alvarez' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('sends Add New Record to the new record form on the log’s day', async () => {
    screenIs(false);
    await loadLanguage('es');
    render(
      <MemoryRouter initialEntries={['/attendance-log?date=2026-11-27']}>
        <AttendanceLogPage />
      </MemoryRouter>,
    );
    const add = screen.getByTestId('add-record');
    expect(add.textContent).toBe('Agregar registro');
    // the times of day as every Spanish screen writes them (ADR 0020, "Times of day")
    const [first] = screen.getAllByTestId('attendance-row');
    expect(first!.textContent).toContain('09:00 a.m.');
    expect(first!.textContent).toContain('02:00 p.m.');
    expect(first!.textContent).not.toMatch(/\d (AM|PM)/);
    expect(add.getAttribute('href')).toBe('/new-record?date=2026-11-27');
  });
});
