import { useTranslation } from 'react-i18next';
import { useActiveLocations } from '../../../api/locations';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { locationLabel, serviceLabel } from '../../../lib/location-options';
import { displayTime } from '../../../lib/time-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDailySchedule } from '../api/attendance';
import { PrintableReport, reportLocationName, useReportFilter } from '../components/printable-report';
import '../i18n';

/** Daily Schedule (/attendance-log/daily-schedule): the day's clients with times and services. */
export default function DailySchedulePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dailyReports.scheduleTitle'));
  const filter = useReportFilter();
  const report = useDailySchedule(filter);
  const locations = useActiveLocations();
  const locationName = reportLocationName(t, filter.location, report.data);
  // numbered in the server's order, whatever order the reader sorts by
  const rows = (report.data?.rows ?? []).map((row, index) => ({ ...row, number: index + 1 }));
  const columns: DataColumn<(typeof rows)[number]>[] = [
    {
      id: 'number',
      header: t('dailyReports.number'),
      text: (row) => String(row.number),
      sortValue: (row) => row.number,
    },
    { id: 'client', header: t('dailyReports.clientId'), text: (row) => row.client, nowrap: true },
    {
      id: 'clientName',
      header: t('dailyReports.clientName'),
      text: (row) => row.client_name,
      sortValue: (row) => row.client_name,
    },
    {
      id: 'timeIn',
      header: t('dailyReports.timeIn'),
      text: (row) => displayTime(row.time_in),
      sortValue: (row) => row.time_in,
      nowrap: true,
    },
    {
      id: 'timeOut',
      header: t('dailyReports.timeOut'),
      text: (row) => displayTime(row.time_out),
      nowrap: true,
    },
    { id: 'service', header: t('dailyReports.service'), text: (row) => serviceLabel(t, row.service) },
    {
      id: 'location',
      header: t('dailyReports.location'),
      text: (row) => locationLabel(t, row.location, locations.data),
    },
    {
      id: 'oneOnOne',
      header: t('dailyReports.oneOnOne'),
      text: (row) => (row.one_on_one ? t('dailyReports.yes') : t('dailyReports.no')),
    },
    {
      id: 'attendance',
      header: t('dailyReports.attendance'),
      text: (row) => (row.absent ? t('dailyReports.absent') : t('dailyReports.present')),
    },
  ];

  return (
    <PrintableReport
      title={t('dailyReports.scheduleTitle')}
      date={filter.date}
      locationName={locationName}
      printout={report.data && { columns, rows, emptyText: t('dailyReports.scheduleEmpty') }}
    >
      {report.isPending && <PageLoading />}
      {report.isError && <ErrorBanner message={t('dailyReports.loadFailed')} />}
      {report.data && (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          label={t('dailyReports.scheduleLabel')}
          emptyText={t('dailyReports.scheduleEmpty')}
          testId="schedule-table"
          rowTestId="schedule-row"
          minWidth={720}
        />
      )}
    </PrintableReport>
  );
}
