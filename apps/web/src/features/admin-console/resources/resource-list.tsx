import type { ReactElement, ReactNode } from 'react';
import { Datagrid, List, type SortPayload } from 'react-admin';

interface ResourceListProps {
  filters: ReactElement[];
  /** The list's first order. */
  sort: SortPayload;
  /** What a row opens: the record's edit form, or its read-only page. */
  rowClick?: 'edit' | 'show';
  /** The columns. */
  children: ReactNode;
}

/** A console resource's list: its filters, its first order, and one row a record that opens it; no bulk actions. */
export function ResourceList({ filters, sort, rowClick = 'edit', children }: ResourceListProps) {
  return (
    <List filters={filters} sort={sort}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </Datagrid>
    </List>
  );
}
