import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { ScrollTable } from '../../../components/scroll-table';
import { namedLocationLabel } from '../../../lib/location-options';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDailyPayroll } from '../api/attendance';
import { PrintableReport, useReportFilter } from '../components/printable-report';
import '../i18n';

const hours = (value: number) => value.toFixed(2);

/** Daily Payroll Log (/attendance-log/daily-payroll): the day's billable hours per provider. */
export default function DailyPayrollPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dailyReports.payrollTitle'));
  const filter = useReportFilter();
  const report = useDailyPayroll(filter);
  // the location's name: the catalogue's for the three program codes, else the server's (ADR 0028)
  const locationName = filter.location
    ? namedLocationLabel(t, report.data?.location ?? filter.location, report.data?.location_name)
    : null;

  return (
    <PrintableReport title={t('dailyReports.payrollTitle')} date={filter.date} locationName={locationName}>
      {report.isPending && <PageLoading />}
      {report.isError && <ErrorBanner message={t('dailyReports.loadFailed')} />}
      {report.data && (
        <ScrollTable label={t('dailyReports.payrollLabel')} minWidth={520} testId="payroll-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('dailyReports.provider')}</TableCell>
              <TableCell align="right">{t('dailyReports.clients')}</TableCell>
              <TableCell align="right">{t('dailyReports.records')}</TableCell>
              <TableCell align="right">{t('dailyReports.hours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.data.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 3 }}>
                  {t('dailyReports.payrollEmpty')}
                </TableCell>
              </TableRow>
            )}
            {report.data.rows.map((row) => (
              <TableRow key={row.provider_id} data-testid="payroll-row">
                <TableCell>{row.provider_name}</TableCell>
                <TableCell align="right">{row.clients}</TableCell>
                <TableCell align="right">{row.records}</TableCell>
                <TableCell align="right">{hours(row.hours)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {t('dailyReports.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }} data-testid="payroll-total">
                {hours(report.data.total_hours)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </ScrollTable>
      )}
    </PrintableReport>
  );
}
