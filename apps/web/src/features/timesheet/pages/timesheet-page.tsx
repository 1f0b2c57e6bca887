import { payPeriodFor, type RecordAuthorization } from '@daybook/domain';
import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClients } from '../../../api/clients';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { DataTable } from '../../../components/data-table';
import { DateRangeFields } from '../../../components/date-range-fields';
import { ErrorBanner } from '../../../components/error-banner';
import { SelectField } from '../../../components/select-field';
import { formatCents } from '../../../lib/money';
import { displayTime } from '../../../lib/time-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { useTimesheet } from '../api/timesheet';
import { authorizationText } from '../authorization-text';
import { hoursNotDelivered } from '../hours';
import '../i18n';
import { formatCalendarDate, formatServerDate } from '../../../lib/i18n/intl';

const STATUS_COLOUR = { Completed: 'success', 'In Progress': 'warning', 'No Show': 'error' } as const;
const STATUS_KEY = {
  Completed: 'timesheet.statusCompleted',
  'In Progress': 'timesheet.statusInProgress',
  'No Show': 'timesheet.statusNoShow',
} as const;

const hours = (value: number) => value.toFixed(2);

/**
 * The authorization cell's chip: the usage as of the row's service at 80 % or beyond the authorised
 * units (docs/billing-rules.md "What the timesheet shows"), the same moment as the units left beside it.
 */
const WARNING = {
  near_limit: { colour: 'warning', key: 'timesheet.authorizationNearLimit' },
  exceeded: { colour: 'error', key: 'timesheet.authorizationExceeded' },
} as const;

/**
 * The table's twelve columns fit a 1366 px desktop without sideways scrolling, in Spanish too:
 * narrower gutters between the cells, a sortable header's arrow may go under its words, and the long
 * texts (names, the authorization) wrap, the free-text Provider anywhere in a long unbroken word;
 * times, dates and amounts stay on one line. On a narrower
 * screen the table scrolls in its own box, and on a phone each record is a card.
 */
const TABLE_FIT_SX = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableSortLabel-root': { flexWrap: 'wrap' },
} as const;

/**
 * What is left of a record's authorization after its service, or by how much it is past
 * (authorization-text.ts). In a
 * narrow column the text goes onto two lines between the authorization's number and the units
 * ("AZ-PA-026014-GC-1003:" / "80 units left"), never inside either: the number would break at its
 * hyphens.
 */
function AuthorizationLine({ authorization }: { authorization: RecordAuthorization }) {
  const { t } = useTranslation();
  const text = authorizationText(t, authorization);
  const at = text.indexOf(authorization.number);
  const after = at < 0 ? null : /^(\S*)\s+(.*)$/.exec(text.slice(at + authorization.number.length));
  if (!after) return <span>{text}</span>;
  return (
    <span>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text.slice(0, at + authorization.number.length)}
        {after[1]}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {after[2]}
      </Box>
    </span>
  );
}

/**
 * Attendance Report / Time Sheet (/timesheet): docs/product-rules.md §2 Timesheet; the range starts as the pay
 * period. A reversed range is a field error under End Date and is never sent; while it stands the
 * page shows no range, totals or records, rather than those of the last range that made sense,
 * which the reader no longer asks for (ADR 0009, addendum).
 */
export default function TimesheetPage() {
  const { t } = useTranslation();
  const timeZone = useOrganisationTimeZone();
  useDocumentTitle(t('timesheet.title'));
  const today = useToday();
  const period = payPeriodFor(today);
  const profile = useProfile();
  const clients = useClients();
  const [client, setClient] = useState('');
  const [start, setStart] = useState(period.start_date);
  const [end, setEnd] = useState(period.end_date);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const reversed = start > end;
  const [range, setRange] = useState({ start, end });
  if (!reversed && (range.start !== start || range.end !== end)) setRange({ start, end });
  const sheet = useTimesheet({ client, ...range });
  // the last range's answer stays cached for when the dates are put right, but is not shown as this one's
  const data = reversed ? undefined : sheet.data;

  const exportToExcel = async () => {
    if (!data) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const { exportTimesheet } = await import('../export-timesheet');
      await exportTimesheet(data, t, timeZone);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const clientOptions = [...(clients.data ?? [])]
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName))
    .map((item) => ({ value: String(item.id), label: `${item.lastName}, ${item.firstName} (${item.clientId})` }));

  const totals = [
    [
      'total-completed',
      t('timesheet.totalCompleted'),
      data?.totals.completed_hours,
      t('timesheet.totalCompletedCaption'),
    ],
    [
      'total-incomplete',
      t('timesheet.totalIncomplete'),
      data?.totals.incomplete_hours,
      t('timesheet.totalIncompleteCaption'),
    ],
    ['total-no-show', t('timesheet.noShowHours'), data?.totals.no_show_hours, t('timesheet.noShowHoursCaption')],
  ] as const;

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h1">{t('timesheet.heading')}</Typography>
        <Button variant="contained" startIcon={<FileDownload />} onClick={exportToExcel} disabled={!data || exporting}>
          {exporting ? t('timesheet.exporting') : t('timesheet.exportExcel')}
        </Button>
      </Stack>
      <Stack spacing={2}>
        {sheet.isError && !reversed && <ErrorBanner message={t('timesheet.loadFailed')} />}
        {exportFailed && <ErrorBanner message={t('timesheet.exportFailed')} onDismiss={() => setExportFailed(false)} />}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Typography sx={{ mb: 2 }} data-testid="timesheet-provider">
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t('timesheet.provider')}:
            </Box>{' '}
            {data?.provider.name ?? profile.data?.name ?? ''}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
            <SelectField
              id="timesheet-client"
              label={t('timesheet.client')}
              value={client}
              onChange={(event) => setClient(event.target.value)}
              placeholder={t('timesheet.allClients')}
              options={clientOptions}
              fullWidth
            />
            <DateRangeFields
              start={{ id: 'timesheet-start', label: t('timesheet.startDate'), value: start, onChange: setStart }}
              end={{ id: 'timesheet-end', label: t('timesheet.endDate'), value: end, onChange: setEnd }}
              reversedText={t('timesheet.rangeReversed')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="timesheet-range">
            {reversed ? (
              t('timesheet.rangeNotShown')
            ) : (
              <>
                {t('timesheet.dateRange')}:{' '}
                {t('timesheet.range', { start: formatCalendarDate(range.start), end: formatCalendarDate(range.end) })}
              </>
            )}
          </Typography>
        </Paper>
        <Box
          component="section"
          aria-label={t('timesheet.totals')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {totals.map(([id, label, value, caption]) => (
            <Paper key={id} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-testid={id}>
                {value === undefined ? '–' : hours(value)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" data-testid={`${id}-caption`}>
                {caption}
              </Typography>
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('timesheet.totalUnits')}
            </Typography>
            <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-testid="total-units">
              {data
                ? t('timesheet.unitsAndAmount', {
                    units: data.totals.units,
                    amount: formatCents(data.totals.amount_cents),
                  })
                : '–'}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('timesheet.totalUnitsCaption')}
            </Typography>
          </Paper>
        </Box>
        <Typography variant="body2" color="text.secondary" data-testid="timesheet-authorization-note">
          {t('timesheet.authorizationNote')}
        </Typography>
        <Box sx={TABLE_FIT_SX}>
          <DataTable
            rows={data?.rows ?? []}
            phonePageSize={20}
            columns={[
              {
                id: 'status',
                header: t('timesheet.status'),
                text: (row) => t(STATUS_KEY[row.status]),
                cell: (row) => (
                  <Chip size="small" color={STATUS_COLOUR[row.status]} label={t(STATUS_KEY[row.status])} />
                ),
                sortValue: (row) => row.status,
              },
              {
                id: 'client',
                header: t('timesheet.client'),
                text: (row) => row.client,
                sortValue: (row) => row.client,
              },
              { id: 'service', header: t('timesheet.service'), text: (row) => row.service },
              {
                id: 'serviceDate',
                header: t('timesheet.serviceDate'),
                text: (row) => formatServerDate(row.service_date),
                sortValue: (row) => row.service_date_iso,
              },
              {
                id: 'startTime',
                header: t('timesheet.startTime'),
                text: (row) => displayTime(row.start_time),
                nowrap: true,
              },
              { id: 'endTime', header: t('timesheet.endTime'), text: (row) => displayTime(row.end_time), nowrap: true },
              {
                id: 'provider',
                header: t('timesheet.provider'),
                text: (row) => row.provider,
                // free text: a long unbroken word (200 letters) wraps inside the cell instead of
                // widening the column and pushing the hours, units and amount off the screen; only
                // here, so that names and dates in the other columns still break between words
                cell: (row) => (
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {row.provider}
                  </Box>
                ),
                sortValue: (row) => row.provider,
              },
              {
                id: 'billableHours',
                header: t('timesheet.billableHours'),
                text: (row) => hours(row.billable_hours),
                sortValue: (row) => row.billable_hours,
                align: 'right',
              },
              {
                id: 'units',
                header: t('timesheet.units'),
                text: (row) => String(row.units),
                sortValue: (row) => row.units,
                align: 'right',
                testId: 'timesheet-units',
              },
              {
                id: 'amount',
                header: t('timesheet.amount'),
                text: (row) => formatCents(row.amount_cents),
                sortValue: (row) => row.amount_cents,
                align: 'right',
                nowrap: true,
                testId: 'timesheet-amount',
              },
              {
                id: 'authorization',
                header: t('timesheet.authorization'),
                testId: 'timesheet-authorization',
                cell: (row) =>
                  row.authorization ? (
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      <AuthorizationLine authorization={row.authorization} />
                      {row.authorization.warning_as_of && (
                        <Chip
                          size="small"
                          color={WARNING[row.authorization.warning_as_of].colour}
                          label={t(WARNING[row.authorization.warning_as_of].key)}
                        />
                      )}
                    </Stack>
                  ) : (
                    t('timesheet.noAuthorization')
                  ),
              },
              {
                id: 'notDelivered',
                header: t('timesheet.hoursNotDelivered'),
                text: (row) => {
                  const notDelivered = hoursNotDelivered(row);
                  return notDelivered === null ? '' : hours(notDelivered);
                },
                // nothing to count (a Completed record): a dash, not an empty line on a phone's card
                cell: (row) => {
                  const notDelivered = hoursNotDelivered(row);
                  return notDelivered === null ? '—' : hours(notDelivered);
                },
                align: 'right',
                testId: 'timesheet-not-delivered',
              },
            ]}
            rowKey={(row) => row.id}
            label={t('timesheet.tableLabel')}
            // nothing to say while the sheet could not be loaded (the error says so above)
            emptyText={data ? t('timesheet.empty') : ''}
            emptyTestId="timesheet-empty"
            loading={!reversed && sheet.isPending}
            loadingText={t('timesheet.loading')}
            testId="timesheet-table"
            rowTestId="timesheet-row"
          />
        </Box>
      </Stack>
    </Box>
  );
}
