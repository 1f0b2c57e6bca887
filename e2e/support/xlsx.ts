import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Opens a downloaded .xlsx the way the specs read it (first sheet, rows and cells numbered from 1
 * as a spreadsheet program shows them): text, numbers, and numbers with a date or time format as
 * Dates (their wall-clock parts as UTC, as the exports write them). Missing cells are null.
 */
export interface XlsxCell {
  value: string | number | Date | null;
  numFmt: string | null;
}
export interface XlsxSheet {
  name: string;
  rowCount: number;
  getRow(row: number): { values: (string | number | Date | null | undefined)[]; getCell(column: number): XlsxCell };
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const column = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
const isDateFormat = (format: string | null) => format !== null && /(yy|dd|hh|AM\/PM)/i.test(format);

export async function openXlsx(file: string): Promise<{ worksheets: XlsxSheet[] }> {
  const files = unzipSync(new Uint8Array(await readFile(file)));
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    decode([...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1] ?? '').join('')),
  );
  const styles = text('xl/styles.xml');
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [m[1], decode(m[2] ?? '')]),
  );
  const xfs = [...(styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? '').matchAll(/<xf([^>]*)>/g)].map(
    (m) => {
      const id = /numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1];
      return id ? (formats.get(id) ?? null) : null;
    },
  );
  const rows = new Map<number, Map<number, XlsxCell>>();
  let rowCount = 0;
  for (const m of text('xl/worksheets/sheet1.xml').matchAll(/<c r="([A-Z]+)(\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const [, letters = '', rowText = '', attrs = '', body = ''] = m;
    const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
    const inline = /<is>[\s\S]*?<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1];
    const type = /t="(\w+)"/.exec(attrs)?.[1];
    const numFmt = xfs[Number(/s="(\d+)"/.exec(attrs)?.[1] ?? 0)] ?? null;
    let value: XlsxCell['value'] = null;
    if (type === 's') value = strings[Number(raw)] ?? '';
    else if (type === 'inlineStr') value = decode(inline ?? '');
    else if (raw !== undefined) {
      const number = Number(raw);
      value = isDateFormat(numFmt) ? new Date(Math.round((number - 25_569) * 86_400_000)) : number;
    }
    const row = Number(rowText);
    rowCount = Math.max(rowCount, row);
    const cells = rows.get(row) ?? new Map<number, XlsxCell>();
    cells.set(column(letters), { value, numFmt });
    rows.set(row, cells);
  }
  for (const m of text('xl/worksheets/sheet1.xml').matchAll(/<row r="(\d+)"/g))
    rowCount = Math.max(rowCount, Number(m[1]));
  const name = decode(/<sheet [^>]*name="([^"]*)"/.exec(text('xl/workbook.xml'))?.[1] ?? '');
  const sheet: XlsxSheet = {
    name,
    rowCount,
    getRow(row) {
      const cells = rows.get(row) ?? new Map<number, XlsxCell>();
      const last = Math.max(0, ...cells.keys());
      const values: (string | number | Date | null | undefined)[] = [undefined];
      for (let c = 1; c <= last; c += 1) values.push(cells.get(c)?.value ?? null);
      return { values, getCell: (c) => cells.get(c) ?? { value: null, numFmt: null } };
    },
  };
  return { worksheets: [sheet] };
}
