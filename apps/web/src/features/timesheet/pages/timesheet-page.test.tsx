// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import TimesheetPage from './timesheet-page';

/**
 * While the start date is after the end date the timesheet is not asked for, and the page does not
 * pass the last range's figures off as the one on screen: no "Date Range" of another range, no
 * totals, no records, nothing to export (ADR 0009 addendum, walkthrough #16).
 */
vi.setConfig({ testTimeout: 30_000 });

const asked = vi.hoisted(() => [] as { start: string; end: string }[]);
vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-28' }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 3, name: 'Ana Reyes' } }) }));
vi.mock('../../../api/clients', () => ({ useClients: () => ({ data: [] }) }));
vi.mock('../api/timesheet', () => ({
  useTimesheet: (filter: { start: string; end: string }) => {
    asked.push({ start: filter.start, end: filter.end });
    return {
      isPending: false,
      isError: false,
      data: {
        provider: { id: 3, name: 'Ana Reyes' },
        client: null,
        start_date: '11/15/2026',
        end_date: '11/30/2026',
        start: filter.start,
        end: filter.end,
        rows: [
          {
            id: 1,
            status: 'Completed',
            client: 'Mateo Alvarez',
            client_code: 'GC-1001',
            client_id: 1,
            client_name: 'Mateo Alvarez',
            service: 'DTA1',
            service_date: '11/16/2026',
            service_date_iso: '2026-11-16',
            start_time: '09:00',
            end_time: '14:30',
            provider: 'Ana Reyes',
            billable_hours: 5.5,
            scheduled_hours: 5.5,
            units: 22,
            amount_cents: 7150,
            billing_status: 'billed',
            signed: false,
            authorization: null,
            signatures: [],
            addenda: [],
          },
        ],
        totals: { completed_hours: 5.5, incomplete_hours: 0, no_show_hours: 0, units: 22, amount_cents: 7150 },
      },
    };
  },
}));

beforeEach(() => {
  screenIs(false);
  asked.length = 0;
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

describe('the timesheet with a start date after the end date', () => {
  it('shows the pay period’s range and figures while the range is valid', async () => {
    await loadLanguage('en');
    render(<TimesheetPage />);
    expect(screen.getByTestId('timesheet-range').textContent).toBe('Date Range: 11/15/2026 – 11/30/2026');
    expect(screen.getByTestId('total-completed').textContent).toBe('5.50');
    expect(screen.getAllByTestId('timesheet-row')).toHaveLength(1);
  });

  it('claims no range, totals or records, and exports nothing', async () => {
    await loadLanguage('en');
    render(<TimesheetPage />);
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-30' } });
    expect(screen.getByText('The start date must not be after the end date.')).toBeTruthy();
    const range = screen.getByTestId('timesheet-range').textContent ?? '';
    expect(range).toBe('No records or totals are shown until the start date is on or before the end date.');
    expect(range).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    for (const id of ['total-completed', 'total-incomplete', 'total-no-show', 'total-units']) {
      expect(screen.getByTestId(id).textContent).toBe('–');
    }
    expect(screen.queryAllByTestId('timesheet-row')).toHaveLength(0);
    expect(within(screen.getByTestId('timesheet-table')).queryByText('Mateo Alvarez')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toHaveProperty('disabled', true);
    // the reversed range is never asked for
    expect(asked.some(({ start, end }) => start > end)).toBe(false);
  });

  it('says so in Spanish, and shows the figures again once the range is put right', async () => {
    await loadLanguage('es');
    render(<TimesheetPage />);
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Fecha final'), { target: { value: '2026-11-01' } });
    expect(screen.getByTestId('timesheet-range').textContent).toBe(
      'No se muestran registros ni totales hasta que la fecha de inicio sea igual o anterior a la fecha final.',
    );
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: '2026-11-01' } });
    expect(screen.getByTestId('timesheet-range').textContent).toBe('Rango de fechas: 1 nov 2026 – 1 nov 2026');
    expect(screen.getByTestId('total-completed').textContent).toBe('5.50');
  });
});

describe('a Completed record’s Hours Not Delivered', () => {
  it('reads “—” on a phone’s card, not an empty line, in Spanish too', async () => {
    screenIs(true);
    await loadLanguage('es');
    render(<TimesheetPage />);
    const card = screen.getAllByTestId('timesheet-row')[0]!;
    expect(within(card).getByText('Horas no prestadas')).toBeTruthy();
    expect(within(card).getByTestId('timesheet-not-delivered').textContent).toBe('—');
  });
});
