import { centsToDollars, csvField, safeCell } from '@daybook/domain';
import writeExcelFile from 'write-excel-file/node';

/**
 * The billing export's two sections as files (docs/billing-rules.md): CSV (RFC 4180, text cells
 * that a spreadsheet would run prefixed) and one .xlsx sheet with typed cells.
 */

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
