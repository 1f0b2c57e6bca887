import { formatHoursMinutes, type PayPeriodSummary } from '@daybook/domain';
import Print from '@mui/icons-material/Print';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { StatusChip } from '../../../components/status-chip';
import { formatDayName } from '../../../lib/i18n/intl';
import { statusLabel } from './status-label';

interface RecentDaysCardProps {
  summary: PayPeriodSummary | undefined;
  employeeName: string;
  refreshing: boolean;
  onRefresh: () => void;
  onPrint: () => void;
}

/**
 * Recent Days Worked (docs/product-rules.md §2): the current pay period's days with Date, Day, Check In, Check Out,
 * Hours and Status, a Total Hours row, the employee and the period, refresh and Print.
 */
export function RecentDaysCard({ summary, employeeName, refreshing, onRefresh, onPrint }: RecentDaysCardProps) {
  const { t } = useTranslation();
  const emptyTime = t('workday.emptyTime');
  const emptyDate = t('common.emptyDate');
  const records = summary?.records ?? [];
  // exact seconds added up, then shown in minutes once (ADR 0019)
  const totalMinutes = Math.floor(records.reduce((sum, record) => sum + record.worked_seconds, 0) / 60);
  // On a phone each day is a small block of its own; wider screens get the table, in a region that
  // takes focus so that a keyboard can scroll it sideways when it is wider than the screen.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Card component="section" aria-labelledby="recent-days-heading" data-testid="recent-days">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            mb: 2,
          }}
        >
          <Typography id="recent-days-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('workday.recentDays')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" size="small" startIcon={<Refresh />} onClick={onRefresh} disabled={refreshing}>
              {t('workday.refresh')}
            </Button>
            <Button variant="contained" size="small" startIcon={<Print />} onClick={onPrint}>
              {t('workday.print')}
            </Button>
          </Box>
        </Box>
        <DetailList
          sx={{ gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}
          details={[
            { label: t('workday.employee'), value: employeeName || t('common.dash'), testId: 'records-employee' },
            {
              label: t('workday.periodStart'),
              value: summary?.start_date || emptyDate,
              testId: 'records-period-start',
            },
            { label: t('workday.periodEnd'), value: summary?.end_date || emptyDate, testId: 'records-period-end' },
          ]}
        />
        {phone ? (
          <Box component="ul" aria-label={t('workday.recordsTableLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {records.map((record) => (
              <Box
                component="li"
                key={record.id ?? record.work_date}
                data-testid="record-row"
                sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {record.date || emptyDate} · {formatDayName(record.work_date, record.day)}
                  </Typography>
                  {record.status && <StatusChip status={record.status} label={statusLabel(t, record.status)} />}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('workday.colCheckIn')}: {record.check_in || emptyTime} · {t('workday.colCheckOut')}:{' '}
                  {record.check_out || emptyTime}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.25 }}>
                  {t('workday.hours')}: <strong>{formatHoursMinutes(Math.floor(record.worked_seconds / 60))}</strong>
                </Typography>
              </Box>
            ))}
            {records.length === 0 && (
              <Typography component="li" color="text.secondary" sx={{ py: 2 }}>
                {t('workday.noRecords')}
              </Typography>
            )}
            <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.25, fontWeight: 700 }}>
              <span>{t('workday.totalHours')}</span>
              <span data-testid="records-total">{formatHoursMinutes(totalMinutes)}</span>
            </Box>
          </Box>
        ) : (
          <Box
            role="group"
            aria-labelledby="recent-days-heading"
            tabIndex={0}
            sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table
              size="small"
              aria-label={t('workday.recordsTableLabel')}
              data-testid="records-table"
              sx={{ minWidth: 520 }}
            >
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('workday.date')}</TableCell>
                  <TableCell scope="col">{t('workday.day')}</TableCell>
                  <TableCell scope="col">{t('workday.colCheckIn')}</TableCell>
                  <TableCell scope="col">{t('workday.colCheckOut')}</TableCell>
                  <TableCell scope="col">{t('workday.hours')}</TableCell>
                  <TableCell scope="col">{t('workday.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {records.map((record) => (
                  <TableRow key={record.id ?? record.work_date} data-testid="record-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.date || emptyDate}</TableCell>
                    <TableCell>{formatDayName(record.work_date, record.day)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.check_in || emptyTime}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.check_out || emptyTime}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatHoursMinutes(Math.floor(record.worked_seconds / 60))}
                    </TableCell>
                    <TableCell>
                      {record.status && <StatusChip status={record.status} label={statusLabel(t, record.status)} />}
                    </TableCell>
                  </TableRow>
                ))}
                {records.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                      {t('workday.noRecords')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={4} sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}>
                    {t('workday.totalHours')}
                  </TableCell>
                  <TableCell
                    colSpan={2}
                    sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
                    data-testid="records-total"
                  >
                    {formatHoursMinutes(totalMinutes)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
