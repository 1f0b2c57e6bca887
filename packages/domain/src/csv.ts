/**
 * CSV cells as every export writes them (docs/decisions/0014-timecards-and-payroll.md: RFC 4180
 * with formula-starting cells escaped), shared by the server's exports and the web app's.
 */

/** A negative amount or count as the exports write one: "-80.00", "-3". */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet will not run as a formula: a leading = + - @ tab or CR is escaped with ',
 * except a plain negative number ("-80.00" of back pay owed back), which a spreadsheet reads as
 * the number it is and cannot run; escaped, it was text that a sum left out.
 */
export function safeCell(text: string): string {
  if (NEGATIVE_NUMBER.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
