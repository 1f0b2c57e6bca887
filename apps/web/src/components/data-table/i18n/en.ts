/** Texts of every list's sorting, paging and phone layout (components/data-table). */
export const en = {
  table: {
    rowsPerPage: 'Rows per page:',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    previousPage: 'Go to previous page',
    nextPage: 'Go to next page',
    sortBy: 'Sort by',
    unsorted: 'As listed',
    sortAscending: '{{column}}, ascending',
    sortDescending: '{{column}}, descending',
  },
};
