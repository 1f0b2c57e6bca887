export { DataTable, type DataTableProps, type ServerPaging } from './data-table';
export { isSortable, nextSort, pageOf, sortRows } from './sort';
export type { DataColumn, SortDirection, SortState, SortValue } from './types';
