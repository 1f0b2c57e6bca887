import type { DailyPayroll } from '@daybook/domain';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDailyPayroll } from '../api/attendance';
import { PrintableReport, reportLocationName, useReportFilter } from '../components/printable-report';
import '../i18n';

const hours = (value: number) => value.toFixed(2);

type PayrollRow = DailyPayroll['rows'][number];

/** Daily Payroll Log (/attendance-log/daily-payroll): the day's billable hours per provider. */
export default function DailyPayrollPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dailyReports.payrollTitle'));
  const filter = useReportFilter();
  const report = useDailyPayroll(filter);
  const locationName = reportLocationName(t, filter.location, report.data);
  const columns: DataColumn<PayrollRow>[] = [
    {
      id: 'provider',
      header: t('dailyReports.provider'),
      text: (row) => row.provider_name,
      sortValue: (row) => row.provider_name,
    },
    {
      id: 'clients',
      header: t('dailyReports.clients'),
      text: (row) => String(row.clients),
      sortValue: (row) => row.clients,
      align: 'right',
    },
    {
      id: 'records',
      header: t('dailyReports.records'),
      text: (row) => String(row.records),
      sortValue: (row) => row.records,
      align: 'right',
    },
    {
      id: 'hours',
      header: t('dailyReports.hours'),
      text: (row) => hours(row.hours),
      sortValue: (row) => row.hours,
      align: 'right',
    },
  ];
  const total = report.data
    ? { label: t('dailyReports.total'), value: hours(report.data.total_hours), valueColumn: 'hours' }
    : undefined;

  return (
    <PrintableReport
      title={t('dailyReports.payrollTitle')}
      date={filter.date}
      locationName={locationName}
      printout={
        report.data && { columns, rows: report.data.rows, emptyText: t('dailyReports.payrollEmpty'), footer: total }
      }
    >
      {report.isPending && <PageLoading />}
      {report.isError && <ErrorBanner message={t('dailyReports.loadFailed')} />}
      {report.data && (
        <DataTable
          rows={report.data.rows}
          columns={columns}
          rowKey={(row) => row.provider_id}
          label={t('dailyReports.payrollLabel')}
          emptyText={t('dailyReports.payrollEmpty')}
          testId="payroll-table"
          rowTestId="payroll-row"
          minWidth={520}
          footer={total && { ...total, testId: 'payroll-total' }}
        />
      )}
    </PrintableReport>
  );
}
