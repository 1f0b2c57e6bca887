import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/intl';
import { VisuallyHidden } from '../visually-hidden';
import './i18n';
import { isSortable, nextSort, pageOf, sortRows } from './sort';
import type { DataColumn, SortState } from './types';

/** Paging done by the server: the caller holds the page and fetches it. `page` is 0-based. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Names the table (and, on a phone, the list of cards). */
  label: string;
  /** Shown in place of rows when there are none (and nothing is loading). */
  emptyText: string;
  /** `data-testid` of the empty text. */
  emptyTestId?: string;
  loading?: boolean;
  /** Said (as a status) beside the progress bar while loading. */
  loadingText?: string;
  /** `data-testid` of the table, and of the phone list unless `phoneTestId` says otherwise. */
  testId?: string;
  phoneTestId?: string;
  /** `data-testid` of every row (a table row, or a card on a phone). */
  rowTestId?: string;
  /**
   * The box around the table scrolls sideways when the table is wider than the screen; it takes
   * focus so a keyboard can scroll it, and is named by `scrollLabelledBy` (an element id) or
   * `scrollLabel`, else by `label`. It is a group unless `scrollRole` makes it a region landmark.
   */
  scrollLabel?: string;
  scrollLabelledBy?: string;
  scrollRole?: 'group' | 'region';
  /** The table's minimum width in pixels (past it, the box scrolls). */
  minWidth?: number;
  /** The first order; without it rows keep the caller's order until a header is activated. */
  defaultSort?: SortState;
  /** Client-side paging: rows per page (paging shows once there are more rows than the smallest size). */
  pageSize?: number;
  pageSizes?: number[];
  /** Server-side paging (wins over `pageSize`). */
  serverPaging?: ServerPaging;
  /** Replaces the paging texts (e.g. "Visits per page"). */
  pagingLabels?: {
    rowsPerPage?: string;
    displayedRows?: (range: { from: number; to: number; count: number }) => string;
  };
  /** A last row such as a total: the label spans the columns before `valueColumn`, the value the rest. */
  footer?: { label: string; value: ReactNode; valueColumn: string; testId?: string };
  /** Below this breakpoint rows become cards of label/value pairs. */
  phoneBelow?: 'sm' | 'md';
  /** The heading line of a row's card on a phone (e.g. name and status). */
  phoneTitle?: (row: Row) => ReactNode;
  /**
   * Cards a page holds on a phone when the list has no paging of its own: a long, wide list (a
   * month of a time sheet) stays a few screens long instead of hundreds of cards.
   */
  phonePageSize?: number;
}

function cellContent<Row>(column: DataColumn<Row>, row: Row): ReactNode {
  return column.cell ? column.cell(row) : (column.text?.(row) ?? null);
}

/**
 * Every list of the web app (issue 11): typed columns, sorting from the headers (aria-sort, a
 * keyboard-reachable sort button), client- or server-side paging, an empty and a loading state,
 * and on a phone one card of label/value pairs per row.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, columns, rowKey, label, emptyText, loading = false, rowTestId, footer, serverPaging } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery(useTheme().breakpoints.down(props.phoneBelow ?? 'sm'), { noSsr: true });
  const [sort, setSort] = useState<SortState | null>(props.defaultSort ?? null);
  const [clientPage, setClientPage] = useState(0);
  const pageSizes = props.pageSizes ?? (props.pageSize ? [props.pageSize] : []);
  const [clientPageSize, setClientPageSize] = useState(props.pageSize ?? 0);
  const sortSelectId = useId();

  const sorted = sortRows(rows, columns, sort, locale);
  // a list without paging of its own is paged on a phone when the caller asks for it
  const phonePaging = phone && clientPageSize === 0 && (props.phonePageSize ?? 0) > 0;
  const pageSize = phonePaging ? (props.phonePageSize ?? 0) : clientPageSize;
  const sizes = phonePaging ? [pageSize] : pageSizes;
  const clientPaged = !serverPaging && pageSize > 0 && rows.length > Math.min(...sizes, pageSize);
  const lastClientPage = clientPaged ? Math.max(0, Math.ceil(rows.length / pageSize) - 1) : 0;
  const shownPage = Math.min(clientPage, lastClientPage);
  const shown = clientPaged ? pageOf(sorted, shownPage, pageSize) : sorted;
  const sortable = columns.filter(isSortable);
  const showEmpty = !loading && rows.length === 0;

  const loadingNote = props.loadingText && (
    <Typography role="status" variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
      {props.loadingText}
    </Typography>
  );

  const changeSort = (column: string) => {
    setSort((current) => nextSort(current, column));
    setClientPage(0);
  };

  const pagination = (serverPaging || clientPaged) && (
    <TablePagination
      component="div"
      count={serverPaging ? serverPaging.total : rows.length}
      page={serverPaging ? serverPaging.page : shownPage}
      rowsPerPage={serverPaging ? serverPaging.pageSize : pageSize}
      rowsPerPageOptions={serverPaging && !serverPaging.onPageSizeChange ? [] : sizes}
      onPageChange={(_event, next) => (serverPaging ? serverPaging.onPageChange(next) : setClientPage(next))}
      onRowsPerPageChange={(event) => {
        const size = Number(event.target.value);
        if (serverPaging) serverPaging.onPageSizeChange?.(size);
        else {
          setClientPageSize(size);
          setClientPage(0);
        }
      }}
      labelRowsPerPage={props.pagingLabels?.rowsPerPage ?? t('table.rowsPerPage')}
      labelDisplayedRows={(range) =>
        props.pagingLabels?.displayedRows?.(range) ??
        t('table.displayedRows', { from: range.from, to: range.to, count: range.count })
      }
      getItemAriaLabel={(type) => (type === 'previous' ? t('table.previousPage') : t('table.nextPage'))}
      // on a phone the paging texts and buttons wrap onto lines of their own instead of running
      // off the card's right edge (360 px: the page buttons were out of sight)
      sx={
        phone ? { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 0 } } : undefined
      }
    />
  );

  if (phone) {
    const cardColumns = columns.filter((column) => column.phone !== false);
    return (
      <Box>
        {sortable.length > 0 && rows.length > 1 && (
          <TextField
            select
            size="small"
            id={sortSelectId}
            label={t('table.sortBy')}
            value={sort ? `${sort.column}:${sort.direction}` : ''}
            onChange={(event) => {
              const [column, direction] = event.target.value.split(':');
              setSort(column ? { column, direction: direction === 'desc' ? 'desc' : 'asc' } : null);
              setClientPage(0);
            }}
            sx={{ mb: 1, minWidth: 220 }}
            // the phone's own picker: easier to use with a thumb than a menu, and far less for a
            // cheap phone to render with each table's answers than MUI's menu (docs/performance.md)
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('table.unsorted')}</option>
            {sortable.flatMap((column) => [
              <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                {t('table.sortAscending', { column: column.header })}
              </option>,
              <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                {t('table.sortDescending', { column: column.header })}
              </option>,
            ])}
          </TextField>
        )}
        <Box
          component="ul"
          aria-label={label}
          aria-busy={loading || undefined}
          data-testid={props.phoneTestId ?? props.testId}
          sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {loading && (
            <Box component="li" sx={{ py: 1.5 }}>
              <LinearProgress aria-label={t('app.loading')} />
              {loadingNote}
            </Box>
          )}
          {shown.map((row) => (
            <Box
              component="li"
              key={rowKey(row)}
              data-testid={rowTestId}
              sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              {props.phoneTitle && <Box sx={{ mb: 0.75 }}>{props.phoneTitle(row)}</Box>}
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
                  columnGap: 1.5,
                  rowGap: 0.5,
                }}
              >
                {cardColumns.map((column) => (
                  <Fragment key={column.id}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                      data-testid={column.testId}
                    >
                      {typeof column.phone === 'function' ? column.phone(row) : cellContent(column, row)}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
          {showEmpty && (
            <Typography component="li" color="text.secondary" sx={{ py: 2 }} data-testid={props.emptyTestId}>
              {emptyText}
            </Typography>
          )}
          {footer && (
            <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.25, fontWeight: 700 }}>
              <span>{footer.label}</span>
              <span data-testid={footer.testId}>{footer.value}</span>
            </Box>
          )}
        </Box>
        {pagination}
      </Box>
    );
  }

  const valueIndex = footer
    ? Math.max(
        1,
        columns.findIndex((column) => column.id === footer.valueColumn),
      )
    : 0;
  const footerSx = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;
  return (
    <Box>
      <Box
        role={props.scrollRole ?? 'group'}
        aria-labelledby={props.scrollLabelledBy}
        aria-label={props.scrollLabelledBy ? undefined : (props.scrollLabel ?? label)}
        tabIndex={0}
        // the containing block of visually hidden header text, so it scrolls with the table, not the page
        sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          aria-label={label}
          aria-busy={loading || undefined}
          data-testid={props.testId}
          sx={{ minWidth: props.minWidth }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.column === column.id;
                const header = column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
                return (
                  <TableCell
                    key={column.id}
                    scope="col"
                    align={column.align}
                    sortDirection={isSortable(column) && active ? sort.direction : false}
                  >
                    {isSortable(column) ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => changeSort(column.id)}
                      >
                        {header}
                      </TableSortLabel>
                    ) : (
                      header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: 2 }}>
                  <LinearProgress aria-label={t('app.loading')} />
                  {loadingNote}
                </TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    data-testid={column.testId}
                    sx={{
                      ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
                      ...(column.minWidth ? { minWidth: column.minWidth } : {}),
                    }}
                  >
                    {cellContent(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {showEmpty && (
              <TableRow>
                <TableCell
                  colSpan={columns.length}
                  sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}
                  data-testid={props.emptyTestId}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {footer && (
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row" colSpan={valueIndex} sx={footerSx}>
                  {footer.label}
                </TableCell>
                <TableCell
                  colSpan={columns.length - valueIndex}
                  align={columns[valueIndex]?.align}
                  sx={footerSx}
                  data-testid={footer.testId}
                >
                  {footer.value}
                </TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      {pagination}
    </Box>
  );
}
