// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { screenIs } from '../../lib/testing/media-queries';
import { DataTable } from './data-table';
import { sortRows } from './sort';
import type { DataColumn } from './types';

interface Person {
  id: number;
  name: string;
  hours: number | null;
}

const people: Person[] = [
  { id: 1, name: 'Carla', hours: 8 },
  { id: 2, name: 'ana', hours: null },
  { id: 3, name: 'Ben', hours: 12 },
];

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', text: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'hours',
    header: 'Hours',
    text: (row) => (row.hours === null ? '-' : `${row.hours}h`),
    sortValue: (row) => row.hours,
    align: 'right',
  },
  { id: 'note', header: 'Note', cell: (row) => <em>note {row.id}</em>, phone: false },
];

const names = () => screen.getAllByTestId('person-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeEach(() => screenIs(false));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  it('renders a named table with the headers and one row per item, in the caller order', () => {
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        rowTestId="person-row"
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Hours', 'Note']);
    expect(names()).toEqual(['Carla', 'ana', 'Ben']);
    expect(screen.getByText('note 2').tagName).toBe('EM');
    // the scrolling box takes focus and has a name
    expect(screen.getByRole('group', { name: 'People' }).tabIndex).toBe(0);
  });

  it('sorts from a header button, says so with aria-sort, and reverses on a second activation', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        rowTestId="person-row"
      />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    // a column without a sort value has no sort button
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();

    const sortButton = within(nameHeader).getByRole('button', { name: 'Name' });
    sortButton.focus();
    await user.keyboard('{Enter}');
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    // by the reader's language, whatever the case
    expect(names()).toEqual(['ana', 'Ben', 'Carla']);

    await user.click(sortButton);
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Carla', 'Ben', 'ana']);

    // another column: its own order, the first one no longer marked
    await user.click(within(screen.getByRole('columnheader', { name: 'Hours' })).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Hours' }).getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Carla', 'Ben', 'ana']);
  });

  it('keeps empty values last in both directions and keeps equal rows in the caller order', () => {
    const rows = [
      { id: 1, name: 'x', hours: null },
      { id: 2, name: 'y', hours: 5 },
      { id: 3, name: 'z', hours: 5 },
      { id: 4, name: 'w', hours: 2 },
    ];
    expect(sortRows(rows, columns, { column: 'hours', direction: 'asc' }, 'en-US').map((row) => row.id)).toEqual([
      4, 2, 3, 1,
    ]);
    expect(sortRows(rows, columns, { column: 'hours', direction: 'desc' }, 'en-US').map((row) => row.id)).toEqual([
      2, 3, 4, 1,
    ]);
  });

  it('pages long lists on the client and moves between pages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `P${index + 1}`, hours: index }));
    render(
      <DataTable
        rows={many}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        rowTestId="person-row"
        pageSize={5}
      />,
    );
    expect(names()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(['P6', 'P7', 'P8', 'P9', 'P10']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(['P11', 'P12']);
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
    // sorting starts again at the first page
    await user.click(within(screen.getByRole('columnheader', { name: 'Hours' })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Hours' })).getByRole('button'));
    expect(names()).toEqual(['P12', 'P11', 'P10', 'P9', 'P8']);
  });

  it('shows no paging for a list that fits one page', () => {
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        pageSize={5}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('leaves server paging to the caller', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        serverPaging={{ page: 1, pageSize: 3, total: 9, onPageChange }}
        pagingLabels={{ displayedRows: ({ from, to, count }) => `${from} to ${to} (of ${count})` }}
      />,
    );
    expect(screen.getByText('4 to 6 (of 9)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the caller text when there are no rows, and a progress bar instead while loading', () => {
    const { rerender } = render(
      <DataTable rows={[]} columns={columns} rowKey={(row) => row.id} label="People" emptyText="Nobody here yet." />,
    );
    const cell = screen.getByText('Nobody here yet.');
    expect(cell.getAttribute('colspan')).toBe('3');
    rerender(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody here yet."
        loading
      />,
    );
    expect(screen.queryByText('Nobody here yet.')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
  });

  it('marks the empty text, every cell of a column and the loading text for tests and assistive technology', () => {
    const withIds: DataColumn<Person>[] = [...columns.slice(0, 1), { ...columns[1]!, testId: 'person-hours' }];
    const { rerender } = render(
      <DataTable
        rows={people}
        columns={withIds}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        emptyTestId="people-empty"
      />,
    );
    expect(screen.getAllByTestId('person-hours').map((cell) => cell.textContent)).toEqual(['8h', '-', '12h']);
    expect(screen.queryByTestId('people-empty')).toBeNull();
    rerender(
      <DataTable
        rows={[]}
        columns={withIds}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        emptyTestId="people-empty"
      />,
    );
    expect(screen.getByTestId('people-empty').textContent).toBe('Nobody');
    rerender(
      <DataTable
        rows={[]}
        columns={withIds}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        loading
        loadingText="Loading people..."
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading people...');
  });

  it('puts a footer value under its column, the label spanning the columns before it', () => {
    render(
      <DataTable
        rows={people}
        columns={columns}
        rowKey={(row) => row.id}
        label="People"
        emptyText="Nobody"
        footer={{ label: 'Total', value: '20h', valueColumn: 'hours', testId: 'total' }}
      />,
    );
    const label = screen.getByText('Total');
    expect(label.getAttribute('colspan')).toBe('1');
    expect(label.tagName).toBe('TH');
    expect(screen.getByTestId('total').getAttribute('colspan')).toBe('2');
    // aligned as the column it totals
    expect(screen.getByTestId('total').className).toMatch(/alignRight/);
  });

  describe('on a phone', () => {
    beforeEach(() => screenIs(true));

    it('shows each row as a card of label/value pairs in a named list, without the columns left out', () => {
      render(
        <DataTable
          rows={people}
          columns={columns}
          rowKey={(row) => row.id}
          label="People"
          emptyText="Nobody"
          rowTestId="person-row"
          phoneTitle={(row) => <strong>{row.name}</strong>}
          footer={{ label: 'Total', value: '20h', valueColumn: 'hours', testId: 'total' }}
        />,
      );
      expect(screen.queryByRole('table')).toBeNull();
      const list = screen.getByRole('list', { name: 'People' });
      const cards = within(list).getAllByTestId('person-row');
      expect(cards).toHaveLength(3);
      const first = cards[0]!;
      expect(
        within(first)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Name', 'Hours']);
      expect(
        within(first)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['Carla', '8h']);
      expect(within(first).getByText('Carla', { selector: 'strong' })).toBeTruthy();
      expect(screen.queryByText('note 1')).toBeNull();
      expect(screen.getByTestId('total').textContent).toBe('20h');
    });

    it('sorts from a Sort by choice', async () => {
      const user = userEvent.setup();
      render(
        <DataTable
          rows={people}
          columns={columns}
          rowKey={(row) => row.id}
          label="People"
          emptyText="Nobody"
          rowTestId="person-row"
        />,
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Hours, descending');
      const firstValues = () =>
        screen.getAllByTestId('person-row').map((card) => within(card).getAllByRole('definition')[0]?.textContent);
      expect(firstValues()).toEqual(['Ben', 'Carla', 'ana']);
    });

    it('pages the cards of a list without paging of its own when asked (phonePageSize), not on a desktop', async () => {
      const user = userEvent.setup();
      const many = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, name: `P${index + 1}`, hours: index }));
      const table = (
        <DataTable
          rows={many}
          columns={columns}
          rowKey={(row) => row.id}
          label="People"
          emptyText="Nobody"
          rowTestId="person-row"
          phonePageSize={3}
        />
      );
      const cardNames = () =>
        screen.getAllByTestId('person-row').map((card) => within(card).getAllByRole('definition')[0]?.textContent);
      const { unmount } = render(table);
      expect(cardNames()).toEqual(['P1', 'P2', 'P3']);
      expect(screen.getByText('1–3 of 7')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Go to next page' }));
      expect(cardNames()).toEqual(['P4', 'P5', 'P6']);
      unmount();

      screenIs(false);
      render(table);
      expect(names()).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
      expect(screen.queryByText(/of 7/)).toBeNull();
    });

    it('shows the empty text as the list item', () => {
      render(
        <DataTable rows={[]} columns={columns} rowKey={(row) => row.id} label="People" emptyText="Nobody here yet." />,
      );
      expect(within(screen.getByRole('list', { name: 'People' })).getByRole('listitem').textContent).toBe(
        'Nobody here yet.',
      );
    });
  });
});
