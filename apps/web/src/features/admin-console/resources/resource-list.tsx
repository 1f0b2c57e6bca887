import type { ReactElement, ReactNode } from 'react';
import { List, type SortPayload } from 'react-admin';
import { RecordList } from '../components/record-list';

interface ResourceListProps {
  filters: ReactElement[];
  /** The list's first order. */
  sort: SortPayload;
  /** What a row opens: the record's edit form, or its read-only page. */
  rowClick?: 'edit' | 'show';
  /**
   * A phone's card heading (components/record-list.tsx): the source of the column that names a
   * record, or a field of its own.
   */
  cardTitle: string | ReactElement;
  /** Columns a heading of its own already shows, left out of the card beneath it. */
  cardOmits?: string[];
  /** The columns. */
  children: ReactNode;
}

/**
 * A console resource's list: its filters, its first order, and one row a record that opens it (a
 * card on a phone); no bulk actions.
 */
export function ResourceList({ filters, sort, rowClick = 'edit', cardTitle, cardOmits, children }: ResourceListProps) {
  return (
    <List filters={filters} sort={sort}>
      <RecordList rowClick={rowClick} cardTitle={cardTitle} cardOmits={cardOmits}>
        {children}
      </RecordList>
    </List>
  );
}
