import { displayDate } from '@daybook/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useToday } from '../../../lib/use-today';
import { SignatureLine } from './signature-line';

/** Paper output: only the report; no navigation, footer or buttons, black on white. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, nav, [data-no-print]': { display: 'none !important' },
        body: { background: '#ffffff !important' },
        main: { padding: '0 !important', maxWidth: 'none !important' },
        '[data-report] table': { minWidth: '0 !important', fontSize: '10pt' },
        '[data-report] .MuiTableContainer-root': { overflow: 'visible !important', border: '0 !important' },
        '[data-report] th, [data-report] td': { color: '#000000 !important', borderColor: '#555555 !important' },
        '@page': { margin: '14mm' },
      },
    }}
  />
);

/** The date and location a report is for: from the address, as the attendance log's filters set them. */
export function useReportFilter() {
  const today = useToday();
  const [params] = useSearchParams();
  return { date: params.get('date') || today, location: params.get('location') ?? '' };
}

interface PrintableReportProps {
  title: string;
  date: string;
  locationName: string | null;
  children: ReactNode;
}

/** A printable day report (docs/product-rules.md §2 Daily Schedule / Daily Payroll Log): heading, table, signature line. */
export function PrintableReport({ title, date, locationName, children }: PrintableReportProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Box data-report sx={{ maxWidth: 960, mx: 'auto' }}>
      {printStyles}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between' }}
        data-no-print
      >
        <Button component={RouterLink} to={`/attendance-log?${params.toString()}`} startIcon={<ArrowBack />}>
          {t('dailyReports.back')}
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
          {t('dailyReports.print')}
        </Button>
      </Stack>
      <Typography variant="h1">{title}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 1, mb: 2.5 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="report-date">
          {t('dailyReports.forDate', { date: displayDate(date) })}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="report-location">
          {t('dailyReports.forLocation', { location: locationName ?? t('dailyReports.allLocations') })}
        </Typography>
      </Stack>
      {children}
      <SignatureLine signatureLabel={t('dailyReports.signature')} dateLabel={t('dailyReports.signatureDate')} />
    </Box>
  );
}
