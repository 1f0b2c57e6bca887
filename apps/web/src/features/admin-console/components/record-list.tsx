import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Children,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Datagrid,
  LinearProgress,
  Link,
  ListNoResults,
  RecordContextProvider,
  useCreatePath,
  useGetResourceLabel,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';

/**
 * A console list's records: react-admin's Datagrid on a tablet or a desktop, a card per record on a
 * phone (below MUI's sm breakpoint), where a row of seven columns was wider than the window and
 * scrolled sideways with no sign of the columns beyond its edge. A card shows the record's name as
 * its heading and every other column as a label and its value, so nothing is left out; the heading
 * opens the record as a row does (its link covers the whole card). A table wider than its box (a
 * narrow tablet) scrolls inside a named region the keyboard reaches, with a visible hint above it.
 */

interface ColumnProps {
  source?: string;
  label?: unknown;
}

type RowClick = 'edit' | 'show' | false;

export interface RecordListProps {
  /** The columns: react-admin fields, as a Datagrid's children. */
  children: ReactNode;
  /**
   * A card's heading: the source of the column that names a record (that column is not repeated
   * beneath it), or a field of its own.
   */
  cardTitle: string | ReactElement;
  /** Columns the heading already shows (a field of its own), left out of the card beneath it. */
  cardOmits?: string[];
  /** What a row or a card opens: the record's edit form, its read-only page, or nothing. */
  rowClick?: RowClick;
  /** The records' name for a screen reader (a translation key); the resource's name when absent. */
  label?: string;
}

const columnsOf = (children: ReactNode) =>
  Children.toArray(children).filter((child): child is ReactElement<ColumnProps> => isValidElement(child));

export function RecordList({ children, cardTitle, cardOmits = [], rowClick = 'edit', label }: RecordListProps) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const name = label ? translate(label) : resourceLabel(resource, 2);
  if (phone) {
    return (
      <RecordCards cardTitle={cardTitle} cardOmits={cardOmits} rowClick={rowClick} name={name}>
        {children}
      </RecordCards>
    );
  }
  return (
    <ScrollRegion name={name}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false} hover={rowClick !== false}>
        {children}
      </Datagrid>
    </ScrollRegion>
  );
}

/** The table in a box of the page's width; when wider than the box, a labelled region that scrolls. */
function ScrollRegion({ name, children }: { name: string; children: ReactNode }) {
  const translate = useTranslate();
  const { data } = useListContext();
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [overflows, setOverflows] = useState(false);
  const measure = useCallback(() => {
    const element = box.current;
    if (element) setOverflows(element.scrollWidth > element.clientWidth + 1);
  }, []);
  // again once the rows arrive (the table's width is its content's), and whenever the box resizes
  // biome-ignore lint/correctness/useExhaustiveDependencies: data is when the table's width changes
  useLayoutEffect(measure, [measure, data]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <>
      {overflows ? (
        <Typography
          id={hintId}
          variant="body2"
          color="text.secondary"
          data-testid="table-scroll-hint"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1 }}
        >
          <SwapHoriz fontSize="small" aria-hidden />
          {translate('daybook.list.scrollHint')}
        </Typography>
      ) : null}
      <Box
        ref={box}
        role="region"
        aria-label={name}
        aria-describedby={overflows ? hintId : undefined}
        // a scrolling box the keyboard can reach and scroll with the arrow keys (WCAG 2.1.1)
        tabIndex={overflows ? 0 : undefined}
        sx={{
          overflowX: 'auto',
          // the box scrolls, not react-admin's own wrapper inside it (console-theme.ts)
          '& .RaDatagrid-root .RaDatagrid-tableWrapper': { overflowX: 'visible' },
          '&:focus-visible': { outline: '2px solid #0b5c7a', outlineOffset: -2 },
        }}
      >
        {children}
      </Box>
    </>
  );
}

interface RecordCardsProps {
  children: ReactNode;
  cardTitle: string | ReactElement;
  cardOmits: string[];
  rowClick: RowClick;
  name: string;
}

/** A phone's list: a card per record, in a list named after the records. */
function RecordCards({ children, cardTitle, cardOmits, rowClick, name }: RecordCardsProps) {
  const { data, isPending } = useListContext();
  const resource = useResourceContext() ?? '';
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <ListNoResults resource={resource} />;
  const columns = columnsOf(children);
  const title: ReactElement<ColumnProps> | undefined =
    typeof cardTitle === 'string'
      ? columns.find((column) => column.props.source === cardTitle)
      : (cardTitle as ReactElement<ColumnProps>);
  const titleSource = title?.props.source;
  const omitted = new Set([...cardOmits, ...(titleSource ? [titleSource] : [])]);
  const shown = columns.filter((column) => !column.props.source || !omitted.has(column.props.source));
  return (
    <Box
      component="ul"
      aria-label={name}
      data-testid="record-cards"
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}
    >
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <RecordCard title={title} columns={shown} rowClick={rowClick} resource={resource} />
        </RecordContextProvider>
      ))}
    </Box>
  );
}

interface RecordCardProps {
  title: ReactElement | undefined;
  columns: ReactElement<ColumnProps>[];
  rowClick: RowClick;
  resource: string;
}

function RecordCard({ title, columns, rowClick, resource }: RecordCardProps) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translateLabel = useTranslateLabel();
  if (!record) return null;
  const path = rowClick ? createPath({ resource, id: record.id, type: rowClick }) : null;
  return (
    <Box
      component="li"
      data-testid="record-card"
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        ...(path ? { '&:hover': { bgcolor: 'action.hover' } } : {}),
        // a link of its own (an email address) stays above the heading's link, which covers the card
        '& dd a': { position: 'relative', zIndex: 1 },
      }}
    >
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 700, lineHeight: 1.4, overflowWrap: 'anywhere' }}
      >
        {path ? (
          <Link
            to={path}
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              // the link covers the card: a tap anywhere on it opens the record, as a row's click does
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '2px solid #0b5c7a', outlineOffset: 2 },
            }}
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(7rem, max-content) minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
          mt: 0.5,
        }}
      >
        {columns.map((column, index) => (
          <Fragment key={column.props.source ?? index}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {typeof column.props.label === 'string' || column.props.label === undefined
                ? translateLabel({ label: column.props.label, resource, source: column.props.source })
                : null}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {column}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
