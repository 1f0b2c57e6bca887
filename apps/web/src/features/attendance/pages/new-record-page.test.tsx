// @vitest-environment jsdom

import { recordDateFromLink as startingDate } from '@daybook/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { recordDateProblem } from '../lib/record-date';
import NewRecordPage from './new-record-page';

/**
 * A new attendance record starts on the log's day (`?date=`), shows that day written out, and may be
 * moved to another day from a year back to today, never ahead (docs/product-rules.md §2 New Record,
 * §5): from a past day's log it is no longer saved on today's date.
 */
vi.setConfig({ testTimeout: 30_000 });
const create = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-29' }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/clients', () => ({
  useClients: () => ({
    isSuccess: true,
    data: [{ id: 4, clientId: 'GC-1004', firstName: 'Emily', lastName: 'Dawson', status: 'active' }],
  }),
}));
vi.mock('../../../api/service-codes', () => ({ useActiveServiceCodes: () => ({ data: undefined }) }));
vi.mock('../../../api/locations', () => ({ useActiveLocations: () => ({ data: undefined }) }));
vi.mock('../../../components/sync-status', () => ({ SyncStatus: () => null }));
vi.mock('../../../lib/offline/offline-queue-context', () => ({ useOfflineQueue: () => ({ userId: null }) }));
vi.mock('../api/attendance', () => ({ useCreateAttendance: () => ({ mutateAsync: create, isPending: false }) }));

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <NewRecordPage />
    </MemoryRouter>,
  );
}

async function fillAndSave() {
  fireEvent.change(screen.getByLabelText(/Client/), { target: { value: '4' } });
  fireEvent.change(screen.getByLabelText(/Time In/), { target: { value: '09:00' } });
  fireEvent.change(screen.getByLabelText(/Time Out/), { target: { value: '14:00' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save Record' }));
}

beforeEach(() => {
  create.mockReset();
  create.mockResolvedValue({ id: 1, authorization: null });
});
afterEach(async () => {
  cleanup();
  await loadLanguage('en');
});

describe('the new record’s date', () => {
  it('starts on the log’s day, says which day it is, and is sent with it', async () => {
    await loadLanguage('en');
    renderAt('/new-record?date=2026-11-27');
    const date = screen.getByLabelText(/^Date/) as HTMLInputElement;
    // shown as the product shows it, MM/DD/YYYY in English
    expect(date.value).toBe('11/27/2026');
    // read-only as the product has it: the day is chosen on the log
    expect(date.readOnly).toBe(true);
    expect(screen.getByText('A past day: Friday, November 27, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/attendance-log?date=2026-11-27');
    await fillAndSave();
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-11-27' })));
  });

  it('starts on today without a date, and in Spanish names the day', async () => {
    await loadLanguage('es');
    renderAt('/new-record');
    expect((screen.getByLabelText(/^Fecha/) as HTMLInputElement).value).toBe('29 nov 2026');
    expect(screen.getByText('Hoy, domingo, 29 de noviembre de 2026')).toBeTruthy();
  });

  it('starts on today when the log’s day is one the server would refuse', async () => {
    await loadLanguage('en');
    for (const refused of ['2026-12-02', '2025-01-01']) {
      renderAt(`/new-record?date=${refused}`);
      expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value, refused).toBe('11/29/2026');
      cleanup();
    }
  });
});

describe('recordDateProblem and startingDate', () => {
  it('allows today back to a year, refuses later and older days', () => {
    expect(recordDateProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(recordDateProblem('2025-11-28', '2026-11-29')).toBeNull();
    expect(recordDateProblem('2025-11-27', '2026-11-29')).toMatch(/at most a year ago/);
    expect(recordDateProblem('2026-11-30', '2026-11-29')).toMatch(/future/);
    expect(startingDate('2026-12-30', '2026-11-29')).toBe('2026-11-29');
    expect(startingDate('11/27/2026', '2026-11-29')).toBe('2026-11-29');
    expect(startingDate(null, '2026-11-29')).toBe('2026-11-29');
    expect(startingDate('2026-11-01', '2026-11-29')).toBe('2026-11-01');
  });
});
