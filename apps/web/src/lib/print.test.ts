// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn } from './list-column';
import { PRINT_DELAY_MS, printList } from './print';

interface Visit {
  date: string;
  name: string;
  minutes: number | null;
}

const columns: ListColumn<Visit>[] = [
  { id: 'date', header: 'Date', text: (visit) => visit.date },
  { id: 'name', header: 'Name', text: (visit) => visit.name },
  { id: 'hours', header: 'Hours', text: (visit) => (visit.minutes === null ? '—' : `${visit.minutes / 60}h`) },
  { id: 'actions', header: 'Actions' },
];

/** A print window: its own document, and print/focus/setTimeout the test can watch. */
function fakePopup() {
  const doc = document.implementation.createHTMLDocument('');
  const popup = {
    document: doc,
    focus: vi.fn(),
    print: vi.fn(),
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    // the window's document loads at once
    addEventListener: vi.fn((_type: string, loaded: () => void) => loaded()),
  };
  return popup;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('printList', () => {
  it('prints the columns’ headers and texts, the lines, a footer and the signature lines', () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const printed = printList({
      windowName: 'daybook-test',
      title: 'Visits',
      lines: ['Member: Ida', 'Printed on 11/27/2026'],
      columns,
      rows: [
        { date: '11/26/2026', name: '<b>Ida</b>', minutes: 90 },
        { date: '11/27/2026', name: 'Ida', minutes: null },
      ],
      footer: { label: 'Total', value: '1.5h' },
      emptyText: 'Nothing',
      signature: { signatureLabel: 'Signature', dateLabel: 'Date' },
    });
    expect(printed).toBe(true);
    expect(open).toHaveBeenCalledWith('', 'daybook-test', 'width=800,height=600');
    const doc = popup.document;
    expect(doc.title).toBe('Visits');
    expect(doc.querySelector('h1')?.textContent).toBe('Visits');
    expect([...doc.querySelectorAll('body > p')].map((p) => p.textContent)).toEqual([
      'Member: Ida',
      'Printed on 11/27/2026',
    ]);
    expect([...doc.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Date', 'Name', 'Hours', 'Actions']);
    const cells = [...doc.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((td) => td.textContent),
    );
    // a name is text, never markup; a column without text prints empty
    expect(cells).toEqual([
      ['11/26/2026', '<b>Ida</b>', '1.5h', ''],
      ['11/27/2026', 'Ida', '—', ''],
    ]);
    expect(doc.querySelector('b')).toBeNull();
    expect([...doc.querySelectorAll('tfoot td')].map((td) => td.textContent)).toEqual(['Total', '1.5h', '']);
    expect([...doc.querySelectorAll('.signature div')].map((div) => div.textContent)).toEqual(['Signature', 'Date']);
    // printed once, after the delay
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(popup.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it('puts the footer’s value under the column it names, the label spanning the columns before it', () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    printList({
      windowName: 'w',
      title: 'Visits',
      lines: [],
      columns: columns.slice(0, 3),
      rows: [{ date: '11/26/2026', name: 'Ida', minutes: 90 }],
      footer: { label: 'Total', value: '1.5h', valueColumn: 'hours' },
      emptyText: 'Nothing',
    });
    const cells = [...popup.document.querySelectorAll('tfoot td')] as HTMLTableCellElement[];
    expect(cells.map((td) => [td.textContent, td.colSpan])).toEqual([
      ['Total', 2],
      ['1.5h', 1],
    ]);
  });

  it('says so in one row when there are no rows, and reports a blocked window', () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open')
      .mockReturnValueOnce(popup as unknown as Window)
      .mockReturnValueOnce(null);
    const list = { windowName: 'w', title: 'Visits', lines: [], columns, rows: [], emptyText: 'Nothing' };
    expect(printList(list)).toBe(true);
    const cell = popup.document.querySelector('tbody td') as HTMLTableCellElement;
    expect([cell.textContent, cell.colSpan]).toEqual(['Nothing', 4]);
    expect(popup.document.querySelector('tfoot')).toBeNull();
    expect(printList(list)).toBe(false);
  });
});
