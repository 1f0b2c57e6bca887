import { displayDate, payPeriodFor } from '@daybook/domain';
import FileDownload from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClients } from '../../../api/clients';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { DateField } from '../../../components/date-field';
import { ErrorBanner } from '../../../components/error-banner';
import { ScrollTable } from '../../../components/scroll-table';
import { SelectField } from '../../../components/select-field';
import { formatCents } from '../../../lib/money';
import { displayTime } from '../../../lib/time-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { useTimesheet } from '../api/timesheet';
import { hoursNotDelivered } from '../hours';
import '../i18n';

const STATUS_COLOUR = { Completed: 'success', 'In Progress': 'warning', 'No Show': 'error' } as const;
const STATUS_KEY = {
  Completed: 'timesheet.statusCompleted',
  'In Progress': 'timesheet.statusInProgress',
  'No Show': 'timesheet.statusNoShow',
} as const;

const hours = (value: number) => value.toFixed(2);

/** The authorization cell's chip: at 80 % or beyond the authorised units (docs/billing-rules.md). */
const WARNING = {
  near_limit: { colour: 'warning', key: 'timesheet.authorizationNearLimit' },
  exceeded: { colour: 'error', key: 'timesheet.authorizationExceeded' },
} as const;

/**
 * Attendance Report / Time Sheet (/timesheet): docs/product-rules.md §2 Timesheet; the range starts as the pay
 * period. A reversed range is a field error under End Date and is never sent: the page keeps
 * showing the last range that made sense (ADR 0009, addendum).
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
  const data = sheet.data;

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
        {sheet.isError && <ErrorBanner message={t('timesheet.loadFailed')} />}
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
            <DateField
              id="timesheet-start"
              label={t('timesheet.startDate')}
              value={start}
              onChange={(event) => event.target.value && setStart(event.target.value)}
              fullWidth
            />
            <DateField
              id="timesheet-end"
              label={t('timesheet.endDate')}
              value={end}
              onChange={(event) => event.target.value && setEnd(event.target.value)}
              error={reversed}
              helperText={reversed ? t('timesheet.rangeReversed') : undefined}
              fullWidth
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="timesheet-range">
            {t('timesheet.dateRange')}:{' '}
            {t('timesheet.range', { start: displayDate(range.start), end: displayDate(range.end) })}
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
        <ScrollTable label={t('timesheet.tableLabel')} minWidth={1300} testId="timesheet-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('timesheet.status')}</TableCell>
              <TableCell>{t('timesheet.client')}</TableCell>
              <TableCell>{t('timesheet.service')}</TableCell>
              <TableCell>{t('timesheet.serviceDate')}</TableCell>
              <TableCell>{t('timesheet.startTime')}</TableCell>
              <TableCell>{t('timesheet.endTime')}</TableCell>
              <TableCell>{t('timesheet.provider')}</TableCell>
              <TableCell align="right">{t('timesheet.billableHours')}</TableCell>
              <TableCell align="right">{t('timesheet.units')}</TableCell>
              <TableCell align="right">{t('timesheet.amount')}</TableCell>
              <TableCell>{t('timesheet.authorization')}</TableCell>
              <TableCell align="right">{t('timesheet.hoursNotDelivered')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.isPending && (
              <TableRow>
                <TableCell colSpan={12} align="center" sx={{ py: 4 }} role="status">
                  {t('timesheet.loading')}
                </TableCell>
              </TableRow>
            )}
            {data && data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={12} align="center" sx={{ py: 4 }} data-testid="timesheet-empty">
                  {t('timesheet.empty')}
                </TableCell>
              </TableRow>
            )}
            {data?.rows.map((row) => {
              const notDelivered = hoursNotDelivered(row);
              return (
                <TableRow key={row.id} hover data-testid="timesheet-row">
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOUR[row.status]} label={t(STATUS_KEY[row.status])} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.client}</TableCell>
                  <TableCell>{row.service}</TableCell>
                  <TableCell>{row.service_date}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTime(row.start_time)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTime(row.end_time)}</TableCell>
                  <TableCell>{row.provider}</TableCell>
                  <TableCell align="right">{hours(row.billable_hours)}</TableCell>
                  <TableCell align="right" data-testid="timesheet-units">
                    {row.units}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="timesheet-amount">
                    {formatCents(row.amount_cents)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="timesheet-authorization">
                    {row.authorization ? (
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <span>
                          {t('timesheet.authorizationLeft', {
                            number: row.authorization.number,
                            remaining: row.authorization.remaining_units,
                          })}
                        </span>
                        {row.authorization.warning && (
                          <Chip
                            size="small"
                            color={WARNING[row.authorization.warning].colour}
                            label={t(WARNING[row.authorization.warning].key)}
                          />
                        )}
                      </Stack>
                    ) : (
                      t('timesheet.noAuthorization')
                    )}
                  </TableCell>
                  <TableCell align="right" data-testid="timesheet-not-delivered">
                    {notDelivered === null ? '' : hours(notDelivered)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </ScrollTable>
      </Stack>
    </Box>
  );
}
