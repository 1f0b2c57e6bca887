import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/profile';
import { DateRangeFields } from '../../../components/date-range-fields';
import { ErrorBanner } from '../../../components/error-banner';
import { refusalDetail } from '../../../lib/refusal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { downloadBilling } from '../api/billing';
import '../i18n';

/**
 * Billing export (/billing, admins): a date range and the CSV or .xlsx file of
 * GET /api/billing/export (docs/billing-rules.md). The range starts as this month up to today.
 */
export default function BillingExportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('billing.title'));
  const today = useToday();
  const profile = useProfile();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reversed = from > to;

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    setSaved(null);
    setFailure(null);
    try {
      setSaved(await downloadBilling(from, to, format));
    } catch (error) {
      setFailure(refusalDetail(t, error, t('billing.failed')));
    } finally {
      setBusy(false);
    }
  };

  const isAdmin = profile.data?.role === 'admin';
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('billing.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography>{t('billing.intro')}</Typography>
          {profile.data && !isAdmin && <Alert severity="info">{t('billing.adminsOnly')}</Alert>}
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
          {saved && (
            <Alert severity="success" role="status" data-testid="billing-saved">
              {t('billing.downloaded', { name: saved })}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateRangeFields
              start={{ id: 'billing-from', label: t('billing.from'), value: from, onChange: setFrom }}
              end={{ id: 'billing-to', label: t('billing.to'), value: to, onChange: setTo }}
              reversedText={t('billing.rangeReversed')}
            />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownload />}
              onClick={() => download('csv')}
              disabled={busy || reversed || !isAdmin}
            >
              {busy ? t('billing.downloading') : t('billing.downloadCsv')}
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownload />}
              onClick={() => download('xlsx')}
              disabled={busy || reversed || !isAdmin}
            >
              {busy ? t('billing.downloading') : t('billing.downloadXlsx')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
