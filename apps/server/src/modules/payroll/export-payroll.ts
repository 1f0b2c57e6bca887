import {
  csvField,
  displayDate,
  hoursFromSeconds,
  type PayPeriod,
  type RateInput,
  rateOn,
  safeCell,
} from '@daybook/domain';
import writeExcelFile from 'write-excel-file/node';
import type { AppContext } from '../../context.js';
import { type DownloadFile, spreadsheetFile } from '../../lib/download.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { getPayrollSettings, listPeople } from './payroll.repository.js';
import { type ComputedTimecard, computeTimecards, periodRate, requestedPeriod } from './timecard-figures.js';

/**
 * GET /api/payroll/export (admin): one row per employee for a pay period, and a totals row, as
 * CSV (RFC 4180, spreadsheet-safe) or .xlsx with typed cells. Hours have two decimals, rounded
 * once from the exact seconds; money is exact cents (docs/payroll-rules.md, "The payroll export").
 * `Rate` is the rate in effect on the period's last day; when the rate changed within the period,
 * `Rates in Period` lists each with the day it took effect, and `Adjustment` is the part of
 * `Gross Pay` owed on approved periods (back pay, a shared workweek's change), so that a reader can
 * see why Gross Pay is not hours × Rate. The two are the last columns, after the earlier ten.
 */

export const PAYROLL_COLUMNS = [
  'Name',
  'Email',
  'Payroll ID',
  'Department',
  'Regular Hours',
  'Overtime Hours',
  'Total Hours',
  'Rate',
  'Gross Pay',
  'Timecard Status',
  'Adjustment',
  'Rates in Period',
] as const;

interface ExportRow {
  name: string;
  email: string;
  payrollId: string;
  department: string;
  regularSeconds: number;
  overtimeSeconds: number;
  workedSeconds: number;
  rateCents: number | null;
  grossCents: number;
  status: string;
  adjustmentCents: number;
  rates: string;
}

const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The rates a period was paid at: the one in effect on its first day, then each entry dated within
 * it ("19.25 from 11/15/2026; 21.00 from 11/23/2026"); one rate alone is written bare ("19.25").
 */
export function ratesInPeriod(rates: readonly RateInput[], period: PayPeriod): string {
  const dates = new Set([period.start_date]);
  for (const r of rates)
    if (r.effectiveDate > period.start_date && r.effectiveDate <= period.end_date) dates.add(r.effectiveDate);
  const steps: { rateCents: number; from: string }[] = [];
  for (const from of [...dates].sort()) {
    // the rate of each day as the pay computation reads it (rateOn), a step where it changes
    const rateCents = rateOn(rates, from);
    if (steps.at(-1)?.rateCents !== rateCents) steps.push({ rateCents, from });
  }
  if (steps.length <= 1) return dollars(rateOn(rates, period.start_date));
  return steps.map((step) => `${dollars(step.rateCents)} from ${displayDate(step.from)}`).join('; ');
}

async function payrollRows(ctx: AppContext, periodStart: string | undefined) {
  const settings = await getPayrollSettings(ctx.db);
  const now = ctx.clock.now();
  const period = requestedPeriod(periodStart, now, settings.timeZone);
  const people = await listPeople(ctx.db, { all: true });
  const cards = (await computeTimecards(ctx.db, settings, people, period, now, { allPeople: true })).filter(
    (card: ComputedTimecard) => Boolean(card.person.is_active) || card.workedSeconds > 0 || card.row !== undefined,
  );
  const rows: ExportRow[] = cards.map((card) => ({
    name: card.person.name,
    email: card.person.email,
    payrollId: card.person.payroll_id ?? '',
    department: card.person.department ?? '',
    regularSeconds: card.regularSeconds,
    overtimeSeconds: card.overtimeSeconds,
    workedSeconds: card.workedSeconds,
    rateCents: periodRate(card),
    grossCents: card.grossPayCents,
    status: card.status,
    adjustmentCents: card.adjustmentCents,
    rates: ratesInPeriod(card.rates, card.period),
  }));
  const total: ExportRow = {
    name: 'Total',
    email: '',
    payrollId: '',
    department: '',
    regularSeconds: rows.reduce((sum, r) => sum + r.regularSeconds, 0),
    overtimeSeconds: rows.reduce((sum, r) => sum + r.overtimeSeconds, 0),
    workedSeconds: rows.reduce((sum, r) => sum + r.workedSeconds, 0),
    rateCents: null,
    grossCents: rows.reduce((sum, r) => sum + r.grossCents, 0),
    status: '',
    adjustmentCents: rows.reduce((sum, r) => sum + r.adjustmentCents, 0),
    rates: '',
  };
  return { period, rows, total };
}

function payrollCsv(rows: ExportRow[], total: ExportRow): string {
  const line = (r: ExportRow) =>
    [
      r.name,
      r.email,
      r.payrollId,
      r.department,
      hoursFromSeconds(r.regularSeconds),
      hoursFromSeconds(r.overtimeSeconds),
      hoursFromSeconds(r.workedSeconds),
      r.rateCents === null ? '' : dollars(r.rateCents),
      dollars(r.grossCents),
      r.status,
      dollars(r.adjustmentCents),
      r.rates,
    ]
      .map((cell) => csvField(safeCell(cell)))
      .join(',');
  return `${[PAYROLL_COLUMNS.join(','), ...rows.map(line), line(total)].join('\r\n')}\r\n`;
}

async function payrollXlsx(rows: ExportRow[], total: ExportRow): Promise<Buffer> {
  const hours = (seconds: number) => ({ value: Number(hoursFromSeconds(seconds)), format: '0.00' });
  const money = (cents: number | null) => (cents === null ? null : { value: cents / 100, format: '[$$-409]#,##0.00' });
  const text = (value: string) => ({ value: safeCell(value), type: String });
  const line = (r: ExportRow, bold = false) =>
    [
      text(r.name),
      text(r.email),
      text(r.payrollId),
      text(r.department),
      hours(r.regularSeconds),
      hours(r.overtimeSeconds),
      hours(r.workedSeconds),
      money(r.rateCents),
      money(r.grossCents),
      text(r.status),
      money(r.adjustmentCents),
      text(r.rates),
    ].map((cell) => (cell && bold ? { ...cell, fontWeight: 'bold' as const } : cell));
  const sheet = [
    PAYROLL_COLUMNS.map((title) => ({ value: title, fontWeight: 'bold' as const })),
    ...rows.map((r) => line(r)),
    line(total, true),
  ];
  return writeExcelFile(sheet).toBuffer();
}

/**
 * The export of a period (default: the current one) as a named file of the format asked for. It
 * holds everyone's pay, so who took it is recorded before it is sent (`read` payroll_export, with
 * the period, format, row count and total gross), as the billing export is.
 */
export async function exportPayroll(
  ctx: AppContext,
  req: ChangeRequest,
  periodStart: string | undefined,
  format: 'csv' | 'xlsx',
): Promise<DownloadFile> {
  const { period, rows, total } = await payrollRows(ctx, periodStart);
  await writeAudit(ctx.db, {
    actorId: req.actor.id,
    action: 'read',
    entity: 'payroll_export',
    entityId: null,
    after: {
      period_start: period.start_date,
      period_end: period.end_date,
      format,
      rows: rows.length,
      gross_pay_cents: total.grossCents,
    },
    requestId: req.requestId,
    at: ctx.clock.now(),
  });
  return spreadsheetFile(`payroll-${period.start_date}-to-${period.end_date}`, format, {
    csv: () => payrollCsv(rows, total),
    xlsx: () => payrollXlsx(rows, total),
  });
}
