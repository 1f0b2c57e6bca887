// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { screenIs } from '../../../lib/testing/media-queries';
import TimesheetPage from './timesheet-page';

/**
 * Walkthrough 37, finding 5: the authorization column said today's balance ("85 units left") on
 * every row while the "80 % used" badge came and went by row. Each row now says what the
 * authorization has left after that row's own service, and the badge goes by the same figure
 * (docs/billing-rules.md "What the timesheet shows").
 */
vi.setConfig({ testTimeout: 30_000 });

vi.mock('../../../lib/use-today', () => ({ useToday: () => '2026-11-28' }));
vi.mock('../../../api/organisation', () => ({ useOrganisationTimeZone: () => 'America/Phoenix' }));
vi.mock('../../../api/profile', () => ({ useProfile: () => ({ data: { id: 3, name: 'Ana Reyes' } }) }));
vi.mock('../../../api/clients', () => ({ useClients: () => ({ data: [] }) }));

/** One row of AZ-1001 (423 units; today's balance 85 left, from its signed records). */
const row = (
  id: number,
  date: string,
  units: number,
  signed: boolean,
  asOf: { used: number; warning: 'near_limit' | 'exceeded' | null },
) => ({
  id,
  status: 'Completed',
  client: 'Mateo Alvarez',
  client_code: 'GC-1001',
  client_id: 1,
  client_name: 'Mateo Alvarez',
  service: 'DTA1',
  service_date: `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`,
  service_date_iso: date,
  start_time: '08:30',
  end_time: '14:30',
  provider: 'Ana Reyes',
  billable_hours: 6,
  scheduled_hours: 6,
  units,
  amount_cents: units * 325,
  billing_status: signed ? 'billed' : 'unsigned',
  signed,
  authorization: {
    id: 7,
    number: 'AZ-1001',
    units: 423,
    used_units: 338,
    remaining_units: 85,
    // today's balance, with the row itself added when unsigned: it came and went by row
    warning: signed ? null : 'near_limit',
    used_units_as_of: asOf.used,
    remaining_units_as_of: 423 - asOf.used,
    warning_as_of: asOf.warning,
  },
  signatures: [],
  addenda: [],
});

const rows = [
  row(1, '2026-11-16', 24, true, { used: 266, warning: null }),
  row(2, '2026-11-17', 24, true, { used: 290, warning: null }),
  row(3, '2026-11-24', 24, true, { used: 338, warning: 'near_limit' }),
  row(4, '2026-11-25', 22, false, { used: 360, warning: 'near_limit' }),
  row(5, '2026-11-27', 70, false, { used: 430, warning: 'exceeded' }),
];

vi.mock('../api/timesheet', () => ({
  useTimesheet: () => ({
    isPending: false,
    isError: false,
    data: {
      provider: { id: 3, name: 'Ana Reyes' },
      client: null,
      start_date: '11/15/2026',
      end_date: '11/30/2026',
      start: '2026-11-15',
      end: '2026-11-30',
      rows,
      totals: { completed_hours: 30, incomplete_hours: 0, no_show_hours: 0, units: 164, amount_cents: 164 * 325 },
    },
  }),
}));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await loadLanguage('en');
});

const cells = () => screen.getAllByTestId('timesheet-authorization').map((cell) => cell.textContent);

describe('the timesheet’s authorization column', () => {
  it('says the units left after each row’s service, going down row by row, with the badge from 80 % on', async () => {
    screenIs(false);
    await loadLanguage('en');
    render(<TimesheetPage />);
    expect(cells()).toEqual([
      'AZ-1001: 157 units left',
      'AZ-1001: 133 units left',
      'AZ-1001: 85 units left80% used',
      'AZ-1001: 63 units left80% used',
      'AZ-1001: 7 units overOver authorization',
    ]);
    expect(screen.getByTestId('timesheet-authorization-note').textContent).toMatch(
      /^Authorization: the units left after each row’s service/,
    );
  });

  it('the same on a phone’s cards, in Spanish', async () => {
    screenIs(true);
    await loadLanguage('es');
    render(<TimesheetPage />);
    const text = cells().join(' | ');
    expect(text).toContain('AZ-1001: quedan 157 unidades');
    expect(text).toContain('AZ-1001: quedan 85 unidades80 % usado');
    expect(text).toContain('AZ-1001: 7 unidades excedidasExcede la autorización');
    expect(text).not.toContain('AZ-1001: quedan 157 unidades80 % usado');
    expect(screen.getByTestId('timesheet-authorization-note').textContent).toMatch(
      /^Autorización: las unidades que quedan después del servicio de cada fila/,
    );
  });
});
