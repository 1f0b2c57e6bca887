import { formatHoursMinutes, type HistoryRecord } from '@daybook/domain';

/** Delay between the print window loading and the print dialog (spec §9). */
export const PRINT_DELAY_MS = 300;

export interface PrintTexts {
  title: string;
  employeeLabel: string;
  employee: string;
  period: string;
  printedOn: string;
  headers: [date: string, day: string, checkIn: string, checkOut: string, hours: string, status: string];
  totalLabel: string;
  emptyTime: string;
  emptyDate: string;
  noRecords: string;
  status: (record: HistoryRecord) => string;
}

/** Fixed styles of the printout; no data ever enters them. */
const PRINT_CSS = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #111; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 2px 0; font-size: 13px; }
  table { width: 100%; border-collapse: collapse; margin-top: 16px; font-size: 13px; }
  th, td { border: 1px solid #999; padding: 6px 8px; text-align: left; }
  th { background: #eee; }
  tfoot td { font-weight: 700; }
  @media print { body { margin: 0; } }
`;

/**
 * Opens an 800 by 600 window with a clean table of the records and prints it 300 ms after it has
 * loaded (spec §7, §9). The document is built with DOM calls and `textContent` only: nothing the
 * employee typed can become markup. Returns false when the window could not be opened (e.g. a
 * pop-up blocker).
 */
export function printTimeRecords(records: readonly HistoryRecord[], texts: PrintTexts): boolean {
  const popup = window.open('', 'daybook-time-records', 'width=800,height=600');
  if (!popup) return false;
  const doc = popup.document;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  doc.documentElement.lang = document.documentElement.lang || 'en';
  doc.title = texts.title;
  // A window reused from an earlier print starts again empty.
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  const charset = el('meta');
  charset.setAttribute('charset', 'utf-8');
  const style = el('style', PRINT_CSS);
  const titleNode = el('title', texts.title);
  doc.head.append(charset, titleNode, style);

  const table = el('table');
  const head = el('thead');
  const headRow = el('tr');
  for (const header of texts.headers) {
    const th = el('th', header);
    th.setAttribute('scope', 'col');
    headRow.append(th);
  }
  head.append(headRow);

  const body = el('tbody');
  for (const record of records) {
    const row = el('tr');
    row.setAttribute('data-record-id', String(record.id ?? ''));
    for (const value of [
      record.date || texts.emptyDate,
      record.day,
      record.check_in || texts.emptyTime,
      record.check_out || texts.emptyTime,
      formatHoursMinutes(record.worked_minutes),
      texts.status(record),
    ]) {
      row.append(el('td', value));
    }
    body.append(row);
  }
  if (records.length === 0) {
    const row = el('tr');
    const cell = el('td', texts.noRecords);
    cell.colSpan = texts.headers.length;
    row.append(cell);
    body.append(row);
  }

  const foot = el('tfoot');
  const footRow = el('tr');
  const label = el('td', texts.totalLabel);
  label.colSpan = texts.headers.length - 2;
  const total = records.reduce((sum, record) => sum + record.worked_minutes, 0);
  footRow.append(label, el('td', formatHoursMinutes(total)), el('td'));
  foot.append(footRow);
  table.append(head, body, foot);

  doc.body.append(
    el('h1', texts.title),
    el('p', `${texts.employeeLabel}: ${texts.employee}`),
    el('p', texts.period),
    el('p', texts.printedOn),
    table,
  );

  let printed = false;
  const printSoon = () => {
    if (printed) return;
    printed = true;
    popup.setTimeout(() => {
      popup.focus();
      popup.print();
    }, PRINT_DELAY_MS);
  };
  if (doc.readyState === 'complete') printSoon();
  else popup.addEventListener('load', printSoon, { once: true });
  return true;
}
