import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type AuditDiffRow, type AuditValue, auditDiff } from './audit-diff';
import { auditFieldLabel } from './audit-labels';
import { type ConsoleDates, useConsoleDates } from './console-dates';

/**
 * An audit entry's before and after as a comparison (docs/decisions/0010-members-and-admin-console.md,
 * Audit log): a table of Field / Before / After, the changed fields first and marked "Changed" in
 * words (not by colour alone), the unchanged ones behind a button; instants on the organisation's
 * clock with their seconds (console-dates.tsx), a known key by its name in the console's language
 * with the key itself beneath, any other key as it is. On a phone each field is a card. The stored
 * JSON of both sides stays one click away, for the exact values.
 */

const mono = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;
// a long value (a note, an address, a list) wraps inside its cell rather than widening the page
const wraps = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function valueText(value: AuditValue, translate: Translate, dates: ConsoleDates): ReactNode {
  switch (value.kind) {
    case 'empty':
      return '—';
    case 'boolean':
      return translate(value.value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'number':
      return String(value.value);
    case 'instant':
      return <time dateTime={value.value}>{dates.instant(value.value, true)}</time>;
    case 'text':
      // an empty text is not a missing value: it is shown as the stored ""
      return value.value === '' ? (
        <Box component="code" sx={mono}>
          ""
        </Box>
      ) : (
        value.value
      );
    case 'json':
      return (
        <Box component="code" sx={mono}>
          {value.value}
        </Box>
      );
  }
}

function ChangedMark({ translate }: { translate: Translate }) {
  return (
    <Box
      component="span"
      sx={{
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        px: 0.5,
        color: 'primary.dark',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.5,
      }}
    >
      {translate('daybook.audit.changes.changed')}
    </Box>
  );
}

/** A field's name: its label (bold when it changed) and the raw key beneath, or the raw key alone. */
function FieldName({ row, translate, entity }: { row: AuditDiffRow; translate: Translate; entity: unknown }) {
  const label =
    row.key === null ? translate('daybook.audit.changes.wholeValue') : auditFieldLabel(row.key, translate, entity);
  const weight = row.changed ? 700 : 400;
  return (
    <>
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        {label ? (
          <Box component="span" sx={{ fontWeight: weight }}>
            {label}
          </Box>
        ) : (
          <Box component="code" sx={{ ...mono, ...wraps, fontWeight: weight }}>
            {row.key}
          </Box>
        )}
        {row.changed ? <ChangedMark translate={translate} /> : null}
      </Box>
      {label && row.key !== null ? (
        <Box component="code" sx={{ ...mono, ...wraps, display: 'block', color: 'text.secondary' }}>
          {row.key}
        </Box>
      ) : null}
    </>
  );
}

interface RowsProps {
  rows: AuditDiffRow[];
  id: string;
  labelledBy: string;
  translate: Translate;
  dates: ConsoleDates;
  /** The entry's entity kind, whose form's labels name the fields the audit labels do not. */
  entity: unknown;
}

const rowKey = (row: AuditDiffRow) => row.key ?? '';

function ChangesTable({ rows, id, labelledBy, translate, dates, entity }: RowsProps) {
  const cell = { verticalAlign: 'top', ...wraps } as const;
  return (
    <Table size="small" id={id} aria-labelledby={labelledBy} sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={{ width: '30%' }}>
            {translate('daybook.audit.changes.field')}
          </TableCell>
          <TableCell scope="col">{translate('daybook.before')}</TableCell>
          <TableCell scope="col">{translate('daybook.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            data-testid="audit-change"
            data-changed={row.changed ? 'true' : 'false'}
            sx={row.changed ? { bgcolor: 'action.hover' } : undefined}
          >
            <TableCell component="th" scope="row" sx={cell}>
              <FieldName row={row} translate={translate} entity={entity} />
            </TableCell>
            <TableCell sx={cell}>{valueText(row.before, translate, dates)}</TableCell>
            <TableCell sx={cell}>{valueText(row.after, translate, dates)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The phone's form: a card per field, its before and after as a term/value list. */
function ChangesList({ rows, id, labelledBy, translate, dates, entity }: RowsProps) {
  return (
    <Box component="ul" id={id} aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          data-testid="audit-change"
          data-changed={row.changed ? 'true' : 'false'}
          sx={{
            py: 1,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
            ...(row.changed ? { bgcolor: 'action.hover' } : {}),
          }}
        >
          <FieldName row={row} translate={translate} entity={entity} />
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 0.5,
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 1.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, ...wraps },
            }}
          >
            <dt>{translate('daybook.before')}</dt>
            <dd>{valueText(row.before, translate, dates)}</dd>
            <dt>{translate('daybook.after')}</dt>
            <dd>{valueText(row.after, translate, dates)}</dd>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Both snapshots exactly as the server stored them (indented JSON; React escapes it). */
function RawSnapshots({ before, after, translate }: { before: unknown; after: unknown; translate: Translate }) {
  const block = (value: unknown) => (
    <Box component="pre" sx={{ ...mono, ...wraps, m: 0, mb: 1, p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </Box>
  );
  return (
    <Box component="details" sx={{ mt: 2 }}>
      <Box component="summary" sx={{ cursor: 'pointer', py: 0.5, fontWeight: 500 }}>
        {translate('daybook.audit.changes.rawJson')}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('daybook.before')}
      </Typography>
      {block(before)}
      <Typography variant="subtitle2" component="h3">
        {translate('daybook.after')}
      </Typography>
      {block(after)}
    </Box>
  );
}

export function AuditChanges({ before, after, entity }: { before: unknown; after: unknown; entity?: unknown }) {
  const translate = useTranslate();
  const dates = useConsoleDates();
  const phone = useMediaQuery(useTheme<Theme>().breakpoints.down('sm'), { noSsr: true });
  const diff = useMemo(() => auditDiff(before, after), [before, after]);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const headingId = useId();
  const rowsId = useId();

  let body: ReactNode;
  if (diff.kind === 'none') {
    body = <Typography>{translate('daybook.audit.changes.noSnapshot')}</Typography>;
  } else {
    // with nothing changed, the unchanged fields are the whole comparison
    const nothingChanged = diff.changed.length === 0;
    const rows = showUnchanged || nothingChanged ? [...diff.changed, ...diff.unchanged] : diff.changed;
    const props = { rows, id: rowsId, labelledBy: headingId, translate, dates, entity };
    body = (
      <>
        {nothingChanged ? <Typography sx={{ mb: 1 }}>{translate('daybook.audit.changes.noChange')}</Typography> : null}
        {phone ? <ChangesList {...props} /> : <ChangesTable {...props} />}
        {!nothingChanged && diff.unchanged.length > 0 ? (
          <Button
            size="small"
            sx={{ mt: 1 }}
            aria-expanded={showUnchanged}
            aria-controls={rowsId}
            onClick={() => setShowUnchanged((shown) => !shown)}
          >
            {showUnchanged
              ? translate('daybook.audit.changes.hideUnchanged')
              : translate('daybook.audit.changes.showUnchanged', { smart_count: diff.unchanged.length })}
          </Button>
        ) : null}
        <RawSnapshots before={before} after={after} translate={translate} />
      </>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('daybook.audit.changes.title')}
      </Typography>
      {body}
    </Box>
  );
}
