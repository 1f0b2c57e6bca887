import { type ListColumn, rowText } from './list-column';

/** Delay between the print window loading and the print dialog (docs/product-rules.md §9). */
export const PRINT_DELAY_MS = 300;

/** A list to print: the columns and rows the page shows, with the page's title. */
export interface PrintList<Row> {
  /** The window's name: printing the same kind of list again reuses its window. */
  windowName: string;
  title: string;
  /** Lines under the title (employee, period, printed on …). */
  lines: readonly string[];
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  /**
   * The last row, e.g. a total: the label spans the columns before the value, which sits under the
   * column `valueColumn` (an id of `columns`; the second-last column when none is named).
   */
  footer?: { label: string; value: string; valueColumn?: string };
  emptyText: string;
  /** Lines to sign under the table (a signature and its date), as a paper report has. */
  signature?: { signatureLabel: string; dateLabel: string };
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
  .signature { display: flex; gap: 48px; margin-top: 48px; font-size: 13px; }
  .signature div { flex: 1; border-top: 1px solid #111; padding-top: 4px; }
  @media print { body { margin: 0; } }
`;

/**
 * The one print path of the web app's lists (docs/ARCHITECTURE.md "Print and export"): opens an
 * 800 by 600 window with the list as a table and prints it 300 ms after it has loaded
 * (docs/product-rules.md §7, §9). Built with DOM calls and `textContent` only: no name or note can
 * become markup. Returns false when the window could not be opened (e.g. a pop-up blocker).
 */
export function printList<Row>(list: PrintList<Row>): boolean {
  const headers = list.columns.map((column) => column.header);
  const table = { ...list, headers, rows: list.rows.map((row) => rowText(list.columns, row)) };
  const popup = window.open('', table.windowName, 'width=800,height=600');
  if (!popup) return false;
  const doc = popup.document;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  doc.documentElement.lang = document.documentElement.lang || 'en';
  doc.title = table.title;
  // A window reused from an earlier print starts again empty.
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  const charset = el('meta');
  charset.setAttribute('charset', 'utf-8');
  doc.head.append(charset, el('title', table.title), el('style', PRINT_CSS));

  const headRow = el('tr');
  for (const header of table.headers) {
    const th = el('th', header);
    th.setAttribute('scope', 'col');
    headRow.append(th);
  }
  const head = el('thead');
  head.append(headRow);

  const body = el('tbody');
  for (const values of table.rows) {
    const row = el('tr');
    for (const value of values) row.append(el('td', value));
    body.append(row);
  }
  if (table.rows.length === 0) {
    const row = el('tr');
    const cell = el('td', table.emptyText);
    cell.colSpan = table.headers.length;
    row.append(cell);
    body.append(row);
  }

  const tableNode = el('table');
  tableNode.append(head, body);
  if (table.footer) {
    const foot = el('tfoot');
    const row = el('tr');
    const named = table.footer.valueColumn
      ? list.columns.findIndex((column) => column.id === table.footer?.valueColumn)
      : -1;
    const valueIndex = Math.max(1, named >= 0 ? named : table.headers.length - 2);
    const label = el('td', table.footer.label);
    label.colSpan = valueIndex;
    row.append(label, el('td', table.footer.value));
    for (let index = valueIndex + 1; index < table.headers.length; index += 1) row.append(el('td'));
    foot.append(row);
    tableNode.append(foot);
  }

  doc.body.append(el('h1', table.title), ...table.lines.map((line) => el('p', line)), tableNode);
  if (table.signature) {
    const lines = el('div');
    lines.className = 'signature';
    lines.append(el('div', table.signature.signatureLabel), el('div', table.signature.dateLabel));
    doc.body.append(lines);
  }

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
