import { type BillingExportQuery, centsToDollars, csvField, MSG, safeCell } from '@daybook/domain';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import writeExcelFile from 'write-excel-file/node';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { listClientNames } from '../care/client-names.js';
import { type BilledRecord, buildLedger } from './billing.service.js';

/**
 * GET /api/billing/export (admin): the billing claim lines of a date range (docs/billing-rules.md).
 * Section 1 "Billed": one row per client, service code and date with units, rate, amount and
 * authorization number, only from signed records inside an authorization with units left.
 * Section 2 "Not billed": the records (and the part of a record's units) that section 1 leaves
 * out, each with its reason, so nothing is dropped silently. Units of both sections add up to the
 * units of every record in the range.
 */

/** Longest export range in days. */
const RANGE_MAX_DAYS = 366;

export const BILLED_COLUMNS = [
  'Client ID',
  'Client Name',
  'Service Code',
  'Date',
  'Units',
  'Rate',
  'Amount',
  'Authorization Number',
] as const;
export const NOT_BILLED_COLUMNS = [...BILLED_COLUMNS, 'Reason'] as const;
export const BILLED_HEADING = 'Billed: signed records within an authorization';
export const NOT_BILLED_HEADING = 'Not billed: unsigned, unauthorised or beyond the authorised units';

export const REASONS = {
  unsigned: 'unsigned',
  unauthorised: 'no authorization',
  unsignedUnauthorised: 'unsigned; no authorization',
  exceeded: 'beyond the authorised units',
} as const;

export interface ExportLine {
  clientCode: string;
  clientName: string;
  service: string;
  date: string;
  units: number;
  rateCents: number;
  amountCents: number;
  authorizationNumber: string;
  reason: string;
}

interface ClientName {
  client_code: string;
  first_name: string;
  last_name: string;
}

const inOrder = (a: BilledRecord, b: BilledRecord) =>
  a.date.localeCompare(b.date) || a.time_in.localeCompare(b.time_in) || a.id - b.id;

/** The two sections of the export for [from, to]. */
export async function billingExportLines(
  ctx: AppContext,
  query: Pick<BillingExportQuery, 'from' | 'to'>,
): Promise<{ billed: ExportLine[]; notBilled: ExportLine[] }> {
  if (differenceInCalendarDays(parseISO(query.to), parseISO(query.from)) + 1 > RANGE_MAX_DAYS) {
    throw fieldError('to', MSG.rangeTooLong);
  }
  const [ledger, clients] = await Promise.all([
    buildLedger(ctx.db, { clientIds: null, from: query.from, to: query.to }),
    listClientNames(ctx.db),
  ]);
  const names = new Map<number, ClientName>(clients.map((c) => [c.id, c]));
  const billed = new Map<string, ExportLine>();
  const notBilled: ExportLine[] = [];
  const line = (record: BilledRecord, units: number, reason: string): ExportLine => {
    const client = names.get(record.client_id);
    return {
      clientCode: client?.client_code ?? String(record.client_id),
      clientName: client ? `${client.first_name} ${client.last_name}` : '',
      service: record.service,
      date: record.date,
      units,
      rateCents: record.rate_cents,
      amountCents: units * record.rate_cents,
      authorizationNumber: record.authorization?.authorization_number ?? '',
      reason,
    };
  };
  for (const record of [...ledger.records.values()].sort(inOrder)) {
    const auth = record.authorization;
    // Units are spent in time order by the ledger (billing.service.ts), the same figures the
    // attendance answers' billing_status shows.
    const billable = record.billable_units;
    if (record.date < query.from || record.date > query.to) continue;
    if (billable > 0) {
      const key = `${record.client_id}|${record.service}|${record.date}`;
      const existing = billed.get(key);
      if (existing) {
        existing.units += billable;
        existing.amountCents += billable * record.rate_cents;
      } else billed.set(key, line(record, billable, ''));
    }
    const rest = record.units - billable;
    if (!auth || !record.signed) {
      if (record.status === 'no_show') continue; // bills nothing, marked on the attendance answer
      const reason =
        !auth && !record.signed ? REASONS.unsignedUnauthorised : !auth ? REASONS.unauthorised : REASONS.unsigned;
      notBilled.push(line(record, record.units, reason));
    } else if (rest > 0) notBilled.push(line(record, rest, REASONS.exceeded));
  }
  const byClientCodeDate = (a: ExportLine, b: ExportLine) =>
    a.clientName.localeCompare(b.clientName) ||
    a.clientCode.localeCompare(b.clientCode) ||
    a.service.localeCompare(b.service) ||
    a.date.localeCompare(b.date);
  return { billed: [...billed.values()].sort(byClientCodeDate), notBilled: notBilled.sort(byClientCodeDate) };
}

const cells = (l: ExportLine, withReason: boolean) => [
  l.clientCode,
  l.clientName,
  l.service,
  l.date,
  String(l.units),
  centsToDollars(l.rateCents),
  centsToDollars(l.amountCents),
  l.authorizationNumber,
  ...(withReason ? [l.reason] : []),
];

const total = (lines: readonly ExportLine[]) => ({
  units: lines.reduce((sum, l) => sum + l.units, 0),
  amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
});

/** CSV: the billed heading, columns, rows and a total; a blank line; the not-billed section likewise. */
export function billingCsv(billed: readonly ExportLine[], notBilled: readonly ExportLine[]): string {
  const row = (values: readonly string[]) => values.map((v) => csvField(safeCell(v))).join(',');
  const section = (heading: string, columns: readonly string[], lines: readonly ExportLine[], withReason: boolean) => {
    const sum = total(lines);
    return [
      row([heading]),
      row(columns),
      ...lines.map((l) => row(cells(l, withReason))),
      row([
        'Total',
        '',
        '',
        '',
        String(sum.units),
        '',
        centsToDollars(sum.amountCents),
        '',
        ...(withReason ? [''] : []),
      ]),
    ];
  };
  return `${[
    ...section(BILLED_HEADING, BILLED_COLUMNS, billed, false),
    '',
    ...section(NOT_BILLED_HEADING, NOT_BILLED_COLUMNS, notBilled, true),
  ].join('\r\n')}\r\n`;
}

/** The same layout as one .xlsx sheet with typed cells (units numbers, money in dollars). */
export async function billingXlsx(billed: readonly ExportLine[], notBilled: readonly ExportLine[]): Promise<Buffer> {
  const text = (value: string) => ({ value: safeCell(value), type: String });
  const money = (cents: number) => ({ value: cents / 100, format: '[$$-409]#,##0.00' });
  const bold = { fontWeight: 'bold' as const };
  const line = (l: ExportLine, withReason: boolean) => [
    text(l.clientCode),
    text(l.clientName),
    text(l.service),
    text(l.date),
    { value: l.units, type: Number },
    money(l.rateCents),
    money(l.amountCents),
    text(l.authorizationNumber),
    ...(withReason ? [text(l.reason)] : []),
  ];
  const section = (heading: string, columns: readonly string[], lines: readonly ExportLine[], withReason: boolean) => {
    const sum = total(lines);
    return [
      [{ value: heading, ...bold }],
      columns.map((title) => ({ value: title, ...bold })),
      ...lines.map((l) => line(l, withReason)),
      [
        { value: 'Total', ...bold },
        null,
        null,
        null,
        { value: sum.units, type: Number, ...bold },
        null,
        { ...money(sum.amountCents), ...bold },
      ],
    ];
  };
  const sheet = [
    ...section(BILLED_HEADING, BILLED_COLUMNS, billed, false),
    [null],
    ...section(NOT_BILLED_HEADING, NOT_BILLED_COLUMNS, notBilled, true),
  ];
  return writeExcelFile(sheet as never).toBuffer();
}
