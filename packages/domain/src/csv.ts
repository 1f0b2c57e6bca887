/**
 * CSV cells as every export writes them (docs/decisions/0014-timecards-and-payroll.md: RFC 4180
 * with formula-starting cells escaped), shared by the server's exports and the web app's.
 */

/** A cell a spreadsheet will not run as a formula: a leading = + - @ tab or CR is escaped with '. */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
