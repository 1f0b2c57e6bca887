import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { en } from './en';

/** Textos de la ordenación, la paginación y la vista de teléfono de cada lista (components/data-table). */
export const es: Catalogue<typeof en> = {
  table: {
    rowsPerPage: 'Filas por página:',
    displayedRows: '{{from}}–{{to}} de {{count}}',
    previousPage: 'Ir a la página anterior',
    nextPage: 'Ir a la página siguiente',
    sortBy: 'Ordenar por',
    unsorted: 'Orden original',
    sortAscending: '{{column}}, ascendente',
    sortDescending: '{{column}}, descendente',
  },
};
