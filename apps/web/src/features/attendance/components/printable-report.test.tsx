// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToaster, withToaster } from '../../../components/testing/toaster';
import { loadLanguage } from '../../../lib/i18n';
import type { ListColumn } from '../../../lib/list-column';
import '../i18n';
import { PrintableReport, type ReportPrintout, reportLocationName } from './printable-report';

interface Row {
  provider: string;
  hours: string;
}

const columns: ListColumn<Row>[] = [
  { id: 'provider', header: 'Provider', text: (row) => row.provider },
  { id: 'records', header: 'Records', text: () => '1' },
  { id: 'hours', header: 'Hours', text: (row) => row.hours },
];
const printout: ReportPrintout<Row> = {
  columns,
  rows: [{ provider: 'Ben', hours: '2.50' }],
  emptyText: 'No hours were recorded for this day.',
  footer: { label: 'Total', value: '2.50', valueColumn: 'hours' },
};

function renderReport(report: ReportPrintout<Row> | undefined) {
  const toaster = testToaster();
  render(
    withToaster(
      <MemoryRouter initialEntries={['/attendance-log/daily-payroll?date=2026-11-26&location=DH']}>
        <PrintableReport title="Daily Payroll Log" date="2026-11-26" locationName="Day Hab" printout={report}>
          <p>the table</p>
        </PrintableReport>
      </MemoryRouter>,
      toaster,
    ),
  );
  return toaster;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PrintableReport', () => {
  it('names the month of the date on a Spanish screen (docs/i18n.md), not 11/26/2026', async () => {
    await loadLanguage('es');
    try {
      renderReport(printout);
      expect(screen.getByTestId('report-date').textContent).toBe('Fecha: 26 nov 2026');
    } finally {
      await loadLanguage('en');
    }
  });

  it('prints the title, date, location, table, total and signature lines through the one print path', async () => {
    const doc = document.implementation.createHTMLDocument('');
    const popup = { document: doc, focus: vi.fn(), print: vi.fn(), setTimeout: vi.fn(), addEventListener: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderReport(printout);
    expect(screen.getByTestId('report-date').textContent).toBe('Date: 11/26/2026');
    expect(screen.getByRole('link', { name: 'Back to Daily Attendance Log' }).getAttribute('href')).toBe(
      '/attendance-log?date=2026-11-26&location=DH',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('', 'daybook-daily-report', 'width=800,height=600');
    expect(doc.querySelector('h1')?.textContent).toBe('Daily Payroll Log');
    expect([...doc.querySelectorAll('body > p')].map((p) => p.textContent)).toEqual([
      'Date: 11/26/2026',
      'Location: Day Hab',
    ]);
    expect([...doc.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Ben', '1', '2.50']);
    expect([...doc.querySelectorAll('tfoot td')].map((td) => td.textContent)).toEqual(['Total', '2.50']);
    expect([...doc.querySelectorAll('.signature div')].map((div) => div.textContent)).toEqual(['Signature', 'Date']);
  });

  it('reports a blocked print window, and waits for the report before it prints', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const toaster = renderReport(printout);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(toaster.error).toHaveBeenCalledWith(
      'The printout could not be opened. Allow pop-ups for this site and try again.',
    );
    cleanup();
    renderReport(undefined);
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('reportLocationName', () => {
  // a t that shows which catalogue key it was asked for
  const t = ((key: string) => `[${key}]`) as unknown as TFunction;

  it('is null for a report of all locations', () => {
    expect(reportLocationName(t, '', { location: null, location_name: null })).toBeNull();
  });

  it('names a location by the server’s name, a program code from the catalogue when the server gave none', () => {
    expect(
      reportLocationName(t, 'GUADALUPE_DTA', { location: 'GUADALUPE_DTA', location_name: 'Guadalupe (server)' }),
    ).toBe('Guadalupe (server)');
    expect(reportLocationName(t, 'GUADALUPE_DTA', { location: 'GUADALUPE_DTA', location_name: null })).toBe(
      '[careCodes.location.GUADALUPE_DTA]',
    );
    expect(reportLocationName(t, 'EAST', { location: 'EAST', location_name: 'East Campus' })).toBe('East Campus');
  });

  it('shows the filter’s code until the report has loaded', () => {
    expect(reportLocationName(t, 'EAST', undefined)).toBe('EAST');
  });
});
