import type { FastifyReply } from 'fastify';

/**
 * The one way an export leaves the server as a file (the billing, payroll and EVV exports, the
 * client archive): its name, its content type and its bytes, sent as an attachment. Knows no feature.
 */

/** A file to download. */
export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What a CSV-or-.xlsx export route declares it produces (OpenAPI). */
export const SPREADSHEET_TYPES = ['text/csv', XLSX_TYPE];

/** A CSV file named `<name>.csv`. */
export const csvFile = (name: string, csv: string): DownloadFile => ({
  fileName: `${name}.csv`,
  contentType: CSV_TYPE,
  body: csv,
});

/**
 * The export `name` in the format asked for: `<name>.xlsx` from `xlsx()`, else `<name>.csv` from
 * `csv()` (only the one asked for is built).
 */
export async function spreadsheetFile(
  name: string,
  format: 'csv' | 'xlsx',
  build: { csv: () => string; xlsx: () => Promise<Buffer> },
): Promise<DownloadFile> {
  if (format === 'xlsx') return { fileName: `${name}.xlsx`, contentType: XLSX_TYPE, body: await build.xlsx() };
  return csvFile(name, build.csv());
}

/** Sends the file as an attachment under its name. */
export function sendDownload(reply: FastifyReply, file: DownloadFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body as never);
}
