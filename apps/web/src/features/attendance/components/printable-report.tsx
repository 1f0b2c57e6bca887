import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast-context';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import type { ListColumn } from '../../../lib/list-column';
import { namedLocationLabel } from '../../../lib/location-options';
import { type PrintList, printList } from '../../../lib/print';
import { useToday } from '../../../lib/use-today';
import { SignatureLine } from './signature-line';

/** The date and location a report is for: from the address, as the attendance log's filters set them. */
export function useReportFilter() {
  const today = useToday();
  const [params] = useSearchParams();
  return { date: params.get('date') || today, location: params.get('location') ?? '' };
}

/**
 * The name of the location a report is for, null when it covers all: the server's (ADR 0028), else
 * the catalogue's for the three program codes; the filter's code until the report has loaded.
 */
export function reportLocationName(
  t: TFunction,
  location: string,
  report: { location: string | null; location_name: string | null } | undefined,
): string | null {
  return location ? namedLocationLabel(t, report?.location ?? location, report?.location_name) : null;
}

/** What a report prints: the columns its table shows, its rows in the server's order, its total. */
export interface ReportPrintout<Row> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  emptyText: string;
  footer?: PrintList<Row>['footer'];
}

interface PrintableReportProps<Row> {
  title: string;
  date: string;
  locationName: string | null;
  /** The loaded report's table; Print waits for it. */
  printout: ReportPrintout<Row> | undefined;
  children: ReactNode;
}

/**
 * A printable day report (docs/product-rules.md §2 Daily Schedule / Daily Payroll Log): heading,
 * table, signature line. Print goes through the one print path (lib/print.ts, docs/ARCHITECTURE.md
 * "Print and export"): the title, the date and location, the table and the signature lines.
 */
export function PrintableReport<Row>({ title, date, locationName, printout, children }: PrintableReportProps<Row>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [params] = useSearchParams();
  // the reader's language: MM/DD/YYYY in English, the month named in Spanish (docs/i18n.md)
  const dateLine = t('dailyReports.forDate', { date: formatCalendarDate(date) });
  const locationLine = t('dailyReports.forLocation', { location: locationName ?? t('dailyReports.allLocations') });

  const print = () => {
    if (!printout) return;
    const opened = printList({
      windowName: 'daybook-daily-report',
      title,
      lines: [dateLine, locationLine],
      ...printout,
      signature: { signatureLabel: t('dailyReports.signature'), dateLabel: t('dailyReports.signatureDate') },
    });
    if (!opened) toast.error(t('dailyReports.printFailed'));
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={`/attendance-log?${params.toString()}`} startIcon={<ArrowBack />}>
          {t('dailyReports.back')}
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={print} disabled={!printout}>
          {t('dailyReports.print')}
        </Button>
      </Stack>
      <Typography variant="h1">{title}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 1, mb: 2.5 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="report-date">
          {dateLine}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="report-location">
          {locationLine}
        </Typography>
      </Stack>
      {children}
      <SignatureLine signatureLabel={t('dailyReports.signature')} dateLabel={t('dailyReports.signatureDate')} />
    </Box>
  );
}
