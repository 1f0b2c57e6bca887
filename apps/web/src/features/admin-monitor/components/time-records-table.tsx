import { type AdminTimeRecord, formatHoursMinutes, type WorkDayStatus } from '@daybook/domain';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { OfflineChip } from '../../../components/offline-chip';
import { StatusChip } from '../../../components/status-chip';
import { UserAvatar } from '../../../components/user-avatar';
import { formatServerDate, formatServerTime } from '../../../lib/i18n/intl';
import type { DayToCorrect } from './correct-day-dialog';

/** Minutes shown for a day: its exact seconds floored once (ADR 0019); a server before seconds sends minutes. */
function workedMinutes(record: AdminTimeRecord): number {
  const seconds = (record as Partial<AdminTimeRecord>).worked_seconds;
  return typeof seconds === 'number' ? Math.floor(seconds / 60) : record.worked_minutes;
}

/**
 * A day's hours: the worked time of a finished shift, and for one In Progress the time so far
 * (the server's `running_seconds`, as the employee's dashboard counts it), marked as such rather
 * than a "0h 0m" that reads as no work (docs/payroll-rules.md "Alerts").
 */
function hoursText(t: TFunction, record: AdminTimeRecord): string {
  const running = record.running_seconds;
  if (typeof running === 'number')
    return t('adminMonitor.soFar', { time: formatHoursMinutes(Math.floor(running / 60)) });
  return formatHoursMinutes(workedMinutes(record));
}

/**
 * Pay-period hours as "Xh Ym", as the page shows every other time (docs/product-rules.md §9); the
 * target as whole hours when it is ("80h", the spec's "out of 80h"), else "Xh Ym" too.
 */
export function biweeklyText(t: TFunction, record: AdminTimeRecord): string {
  const target = targetOf(record);
  return t('adminMonitor.progressOf', {
    // whole minutes of the exact seconds where the server gives them (as the timecard counts them),
    // not of the hours rounded to two places, which could read a minute off
    hours: formatHoursMinutes(
      record.biweekly_seconds === undefined ? record.biweekly_hours * 60 : Math.floor(record.biweekly_seconds / 60),
    ),
    target: Number.isInteger(target) ? `${target}h` : formatHoursMinutes(target * 60),
  });
}

export function adminStatusLabel(t: TFunction, status: WorkDayStatus): string {
  if (status === 'Completed') return t('adminMonitor.statusCompleted');
  if (status === 'In Progress') return t('adminMonitor.statusInProgress');
  return t('adminMonitor.statusMissing');
}

function targetOf(record: AdminTimeRecord): number {
  return record.target_hours > 0 ? record.target_hours : 80;
}

function LateBadge() {
  const { t } = useTranslation();
  return (
    <Chip
      label={t('adminMonitor.late')}
      title={t('adminMonitor.lateCheckIn')}
      size="small"
      color="error"
      sx={{ ml: 1, fontWeight: 700, height: 22 }}
      data-testid="late-badge"
    />
  );
}

function Progress({ record }: { record: AdminTimeRecord }) {
  const { t } = useTranslation();
  const target = targetOf(record);
  const percent = Math.min(100, Math.max(0, (record.biweekly_hours / target) * 100));
  return (
    <>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('adminMonitor.progressLabel', { name: record.employee.name })}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {biweeklyText(t, record)}
      </Typography>
    </>
  );
}

function Employee({ record, phone }: { record: AdminTimeRecord; phone?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: phone ? 0 : 240 }}>
      <UserAvatar name={record.employee.name} size={34} />
      <Box sx={{ minWidth: 0, flex: phone ? 1 : undefined }}>
        <Typography
          sx={{ fontWeight: 600, fontSize: phone ? '0.95rem' : '0.875rem' }}
          data-testid={phone ? undefined : 'row-employee-name'}
        >
          {record.employee.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {record.employee.email}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The admin page's table (docs/product-rules.md §2): employee, department, date, times, hours, status, progress
 * (components/data-table). The page pages and filters the records itself. On a phone each record is
 * a card headed by the person and the day's status. With `onCorrect`, a last column holds a Correct
 * button on each row the reader may correct (`mayCorrect`, by the employee's id).
 */
export function TimeRecordsTable({
  records,
  mayCorrect,
  onCorrect,
}: {
  records: readonly AdminTimeRecord[];
  mayCorrect?: (employeeId: number) => boolean;
  onCorrect?: (day: DayToCorrect) => void;
}) {
  const { t } = useTranslation();
  const emptyTime = t('adminMonitor.emptyTime');
  // the server's hh:mm AM in the reader's language ("07:04 p.m." in Spanish)
  const time = (text: string | null) => (text ? formatServerTime(text) : emptyTime);
  const status = (record: AdminTimeRecord) => (
    <StatusChip status={record.status} label={adminStatusLabel(t, record.status)} />
  );
  const columns: DataColumn<AdminTimeRecord>[] = [
    {
      id: 'employee',
      header: t('adminMonitor.employee'),
      text: (record) => `${record.employee.name} ${record.employee.email}`,
      cell: (record) => <Employee record={record} />,
      phone: false,
    },
    {
      id: 'department',
      header: t('adminMonitor.department'),
      text: (record) => record.employee.department || t('adminMonitor.noDepartment'),
    },
    // the server's MM/DD/YYYY, in Spanish with the month as a word as on every other page
    { id: 'date', header: t('adminMonitor.date'), text: (record) => formatServerDate(record.date), nowrap: true },
    {
      id: 'checkIn',
      header: t('adminMonitor.checkIn'),
      text: (record) => time(record.check_in),
      cell: (record) => (
        <>
          {time(record.check_in)}
          {record.late && <LateBadge />}
          {record.recorded_offline && <OfflineChip />}
        </>
      ),
      nowrap: true,
    },
    {
      id: 'checkOut',
      header: t('adminMonitor.checkOut'),
      text: (record) => time(record.check_out),
      nowrap: true,
    },
    {
      id: 'hours',
      header: t('adminMonitor.hoursWorked'),
      text: (record) => hoursText(t, record),
      phone: (record) => <strong>{hoursText(t, record)}</strong>,
      nowrap: true,
    },
    { id: 'status', header: t('adminMonitor.status'), cell: status, phone: false },
    {
      id: 'progress',
      header: t('adminMonitor.biweeklyProgress'),
      cell: (record) => <Progress record={record} />,
      // "69h 17m / 80h" fits; wider, Spanish's longer times of day pushed the table past its box
      minWidth: 124,
    },
  ];
  if (onCorrect) {
    // a row's Correct: an icon with its name as a tooltip on a desktop, where the table fits the
    // page's width (in Spanish too), the word itself on a phone's card
    const correctLabel = (record: AdminTimeRecord) =>
      t('dayChanges.correctLabel', { name: record.employee.name, date: formatServerDate(record.date) });
    const correct = (record: AdminTimeRecord) =>
      onCorrect({
        id: record.id,
        name: record.employee.name,
        workDate: record.work_date,
        checkInAt: record.check_in_at,
        checkOutAt: record.check_out_at,
      });
    columns.push({
      id: 'actions',
      header: t('dayChanges.actions'),
      hideHeader: true,
      testId: 'row-actions',
      cell: (record) =>
        mayCorrect?.(record.employee.id) ? (
          <Tooltip title={correctLabel(record)}>
            <IconButton
              size="small"
              color="primary"
              aria-label={correctLabel(record)}
              data-testid="row-correct"
              onClick={() => correct(record)}
            >
              <EditCalendar fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null,
      phone: (record) =>
        mayCorrect?.(record.employee.id) ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditCalendar />}
            aria-label={correctLabel(record)}
            data-testid="row-correct"
            onClick={() => correct(record)}
          >
            {t('dayChanges.correct')}
          </Button>
        ) : null,
    });
  }
  return (
    <DataTable
      rows={records}
      columns={columns}
      rowKey={(record) => record.id}
      label={t('adminMonitor.tableLabel')}
      emptyText={t('adminMonitor.noRecords')}
      testId="admin-records-table"
      phoneTestId="admin-records-list"
      rowTestId="admin-record-row"
      scrollLabelledBy="admin-records-heading"
      minWidth={980}
      phoneTitle={(record) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Employee record={record} phone />
          </Box>
          {status(record)}
        </Box>
      )}
    />
  );
}
