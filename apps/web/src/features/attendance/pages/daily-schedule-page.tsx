import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useActiveLocations } from '../../../api/locations';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { ScrollTable } from '../../../components/scroll-table';
import { locationLabel, namedLocationLabel, serviceLabel } from '../../../lib/location-options';
import { displayTime } from '../../../lib/time-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDailySchedule } from '../api/attendance';
import { PrintableReport, useReportFilter } from '../components/printable-report';
import '../i18n';

/** Daily Schedule (/attendance-log/daily-schedule): the day's clients with times and services. */
export default function DailySchedulePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dailyReports.scheduleTitle'));
  const filter = useReportFilter();
  const report = useDailySchedule(filter);
  const locations = useActiveLocations();
  // the location's name: the catalogue's for the three program codes, else the server's (ADR 0028)
  const locationName = filter.location
    ? namedLocationLabel(t, report.data?.location ?? filter.location, report.data?.location_name)
    : null;

  return (
    <PrintableReport title={t('dailyReports.scheduleTitle')} date={filter.date} locationName={locationName}>
      {report.isPending && <PageLoading />}
      {report.isError && <ErrorBanner message={t('dailyReports.loadFailed')} />}
      {report.data && (
        <ScrollTable label={t('dailyReports.scheduleLabel')} minWidth={720} testId="schedule-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('dailyReports.number')}</TableCell>
              <TableCell>{t('dailyReports.clientId')}</TableCell>
              <TableCell>{t('dailyReports.clientName')}</TableCell>
              <TableCell>{t('dailyReports.timeIn')}</TableCell>
              <TableCell>{t('dailyReports.timeOut')}</TableCell>
              <TableCell>{t('dailyReports.service')}</TableCell>
              <TableCell>{t('dailyReports.location')}</TableCell>
              <TableCell>{t('dailyReports.oneOnOne')}</TableCell>
              <TableCell>{t('dailyReports.attendance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={9} align="center" sx={{ py: 3 }}>
                  {t('dailyReports.scheduleEmpty')}
                </TableCell>
              </TableRow>
            )}
            {report.data.rows.map((row, index) => (
              <TableRow key={row.id} data-testid="schedule-row">
                <TableCell>{index + 1}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.client}</TableCell>
                <TableCell>{row.client_name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTime(row.time_in)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTime(row.time_out)}</TableCell>
                <TableCell>{serviceLabel(t, row.service)}</TableCell>
                <TableCell>{locationLabel(t, row.location, locations.data)}</TableCell>
                <TableCell>{row.one_on_one ? t('dailyReports.yes') : t('dailyReports.no')}</TableCell>
                <TableCell>{row.absent ? t('dailyReports.absent') : t('dailyReports.present')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </PrintableReport>
  );
}
