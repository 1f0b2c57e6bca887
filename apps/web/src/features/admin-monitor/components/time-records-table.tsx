import { type AdminTimeRecord, formatHoursMinutes, type WorkDayStatus } from '@daybook/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OfflineChip } from '../../../components/offline-chip';
import { StatusChip } from '../../../components/status-chip';
import { UserAvatar } from '../../../components/user-avatar';

/** Minutes shown for a day: its exact seconds floored once (ADR 0019); a server before seconds sends minutes. */
function workedMinutes(record: AdminTimeRecord): number {
  const seconds = (record as Partial<AdminTimeRecord>).worked_seconds;
  return typeof seconds === 'number' ? Math.floor(seconds / 60) : record.worked_minutes;
}

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

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
        {t('adminMonitor.progressOf', { hours: hoursFormat.format(record.biweekly_hours), target })}
      </Typography>
    </>
  );
}

/** On a phone: one block per record instead of a table wider than the screen. */
function RecordList({ records }: { records: readonly AdminTimeRecord[] }) {
  const { t } = useTranslation();
  const emptyTime = t('adminMonitor.emptyTime');
  return (
    <Box
      component="ul"
      aria-labelledby="admin-records-heading"
      data-testid="admin-records-list"
      sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
    >
      {records.map((record) => (
        <Box
          component="li"
          key={record.id}
          data-testid="admin-record-row"
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <UserAvatar name={record.employee.name} size={34} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>{record.employee.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {record.employee.email}
              </Typography>
            </Box>
            <StatusChip status={record.status} label={adminStatusLabel(t, record.status)} />
          </Box>
          <Typography variant="body2">
            {record.date} · {record.employee.department || t('adminMonitor.noDepartment')}
          </Typography>
          <Typography variant="body2" component="div">
            {t('adminMonitor.checkIn')}: {record.check_in || emptyTime}
            {record.late && <LateBadge />}
            {record.recorded_offline && <OfflineChip />} · {t('adminMonitor.checkOut')}: {record.check_out || emptyTime}
          </Typography>
          <Typography variant="body2">
            {t('adminMonitor.hoursWorked')}: <strong>{formatHoursMinutes(workedMinutes(record))}</strong>
          </Typography>
          <Box>
            <Progress record={record} />
          </Box>
        </Box>
      ))}
      {records.length === 0 && (
        <Typography component="li" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('adminMonitor.noRecords')}
        </Typography>
      )}
    </Box>
  );
}

/** The admin page's table (docs/product-rules.md §2): employee, department, date, times, hours, status, progress. */
export function TimeRecordsTable({ records }: { records: readonly AdminTimeRecord[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const emptyTime = t('adminMonitor.emptyTime');
  if (phone) return <RecordList records={records} />;
  return (
    <Box
      role="group"
      aria-labelledby="admin-records-heading"
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table
        size="small"
        aria-label={t('adminMonitor.tableLabel')}
        data-testid="admin-records-table"
        sx={{ minWidth: 980 }}
      >
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('adminMonitor.employee')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.department')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.date')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.checkIn')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.checkOut')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.hoursWorked')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.status')}</TableCell>
            <TableCell scope="col">{t('adminMonitor.biweeklyProgress')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record) => {
            return (
              <TableRow key={record.id} data-testid="admin-record-row">
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 240 }}>
                    <UserAvatar name={record.employee.name} size={34} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, fontSize: '0.875rem' }} data-testid="row-employee-name">
                        {record.employee.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {record.employee.email}
                      </Typography>
                    </Box>
                  </Box>
                </TableCell>
                <TableCell>{record.employee.department || t('adminMonitor.noDepartment')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.date}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {record.check_in || emptyTime}
                  {record.late && <LateBadge />}
                  {record.recorded_offline && <OfflineChip />}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{record.check_out || emptyTime}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatHoursMinutes(workedMinutes(record))}</TableCell>
                <TableCell>
                  <StatusChip status={record.status} label={adminStatusLabel(t, record.status)} />
                </TableCell>
                <TableCell sx={{ minWidth: 150 }}>
                  <Progress record={record} />
                </TableCell>
              </TableRow>
            );
          })}
          {records.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                {t('adminMonitor.noRecords')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
