import { formatHoursMinutes, type PayPeriodSummary } from '@daybook/domain';
import Print from '@mui/icons-material/Print';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { StatusChip } from '../../../components/status-chip';
import { formatDayName, formatServerDate, formatServerTime } from '../../../lib/i18n/intl';
import { checkOutOnDay } from '../../../lib/shift-span/shift-span';
import type { PeriodDay } from '../lib/period-days';
import { statusLabel } from './status-label';

interface RecentDaysCardProps {
  summary: PayPeriodSummary | undefined;
  /** The period's days as shown, with the actions waiting on the device (lib/period-days.ts); else the summary's. */
  days?: readonly PeriodDay[];
  employeeName: string;
  refreshing: boolean;
  onRefresh: () => void;
  onPrint: () => void;
  /** The running shift and what it has worked so far beyond the server's figure (lib/elapsed.ts). */
  running?: { id: number; seconds: number } | null;
  /** The organisation's zone: a check-out on a later day than its check-in reads "08:00 AM (+1 day)". */
  timeZone: string;
}

/**
 * Recent Days Worked (docs/product-rules.md §2): the current pay period's days with Date, Day, Check In, Check Out,
 * Hours and Status, a Total Hours row, the employee and the period, refresh and Print.
 */
export const RecentDaysCard = memo(function RecentDaysCard({
  summary,
  days,
  employeeName,
  refreshing,
  onRefresh,
  onPrint,
  running = null,
  timeZone,
}: RecentDaysCardProps) {
  const { t } = useTranslation();
  const emptyTime = t('workday.emptyTime');
  const emptyDate = t('common.emptyDate');
  const records = days ?? summary?.records ?? [];
  // exact seconds added up, then shown in minutes once (ADR 0019)
  const seconds = (record: PeriodDay) => record.worked_seconds + (record.id === running?.id ? running.seconds : 0);
  const totalMinutes = Math.floor(records.reduce((sum, record) => sum + seconds(record), 0) / 60);
  const hours = (record: PeriodDay) => formatHoursMinutes(Math.floor(seconds(record) / 60));
  const status = (record: PeriodDay) =>
    record.status && <StatusChip status={record.status} label={statusLabel(t, record.status)} />;
  const dayName = (record: PeriodDay) => formatDayName(record.work_date, record.day);
  const columns: DataColumn<PeriodDay>[] = [
    {
      id: 'date',
      header: t('workday.date'),
      text: (record) => (record.date ? formatServerDate(record.date) : emptyDate),
      sortValue: (record) => record.work_date,
      nowrap: true,
      phone: false,
    },
    { id: 'day', header: t('workday.day'), text: dayName, phone: false },
    {
      id: 'checkIn',
      header: t('workday.colCheckIn'),
      text: (record) => (record.check_in ? formatServerTime(record.check_in) : emptyTime),
      nowrap: true,
    },
    {
      id: 'checkOut',
      header: t('workday.colCheckOut'),
      text: (record) => checkOutOnDay(t, record, timeZone) || emptyTime,
      nowrap: true,
    },
    {
      id: 'hours',
      header: t('workday.hours'),
      text: hours,
      sortValue: seconds,
      nowrap: true,
      phone: (record) => <strong>{hours(record)}</strong>,
    },
    { id: 'status', header: t('workday.status'), cell: status, phone: false },
  ];
  return (
    <SectionCard
      headingId="recent-days-heading"
      title={t('workday.recentDays')}
      headingGap={2}
      data-testid="recent-days"
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" size="small" startIcon={<Refresh />} onClick={onRefresh} disabled={refreshing}>
            {t('workday.refresh')}
          </Button>
          <Button variant="contained" size="small" startIcon={<Print />} onClick={onPrint}>
            {t('workday.print')}
          </Button>
        </Box>
      }
    >
      <DetailList
        sx={{ gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}
        details={[
          { label: t('workday.employee'), value: employeeName || t('common.dash'), testId: 'records-employee' },
          {
            label: t('workday.periodStart'),
            value: summary?.start_date ? formatServerDate(summary.start_date) : emptyDate,
            testId: 'records-period-start',
          },
          {
            label: t('workday.periodEnd'),
            value: summary?.end_date ? formatServerDate(summary.end_date) : emptyDate,
            testId: 'records-period-end',
          },
        ]}
      />
      {/* On a phone each day is a card of its own; wider screens get the table, in a box that takes
            focus so that a keyboard can scroll it sideways when it is wider than the screen. */}
      <DataTable
        rows={records}
        columns={columns}
        rowKey={(record) => record.id ?? record.work_date}
        label={t('workday.recordsTableLabel')}
        emptyText={t('workday.noRecords')}
        testId="records-table"
        phoneTestId="records-list"
        rowTestId="record-row"
        scrollLabelledBy="recent-days-heading"
        minWidth={520}
        footer={{
          label: t('workday.totalHours'),
          value: formatHoursMinutes(totalMinutes),
          valueColumn: 'hours',
          testId: 'records-total',
        }}
        phoneTitle={(record) => (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {record.date ? formatServerDate(record.date) : emptyDate} · {dayName(record)}
            </Typography>
            {status(record)}
          </Box>
        )}
      />
    </SectionCard>
  );
});
