import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyCorrections } from '../../../api/my-corrections';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CorrectionCard } from '../components/correction-card';
import { refusalText } from '../lib/refusal';
import '../i18n';

/** My correction requests (/corrections): each request and its state (pending, approved, denied with the note). */
export default function MyCorrectionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('corrections.myTitle'));
  const timeZone = useOrganisationTimeZone();
  const list = useMyCorrections();
  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      {list.isPending && <LoadingOverlay message={t('corrections.loading')} />}
      <Stack spacing={3}>
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}
        >
          <PageHeading title={t('corrections.myTitle')} intro={t('corrections.myIntro')} />
          <Button component={RouterLink} to="/corrections/new" variant="contained" startIcon={<Add />}>
            {t('corrections.newRequest')}
          </Button>
        </Box>
        <ErrorBanner message={list.isError ? refusalText(t, list.error) : null} />
        {list.data && list.data.length === 0 && <Typography color="text.secondary">{t('corrections.none')}</Typography>}
        <Box component="ul" aria-label={t('corrections.listLabel')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {(list.data ?? []).map((request) => (
            <CorrectionCard key={request.id} request={request} timeZone={timeZone} />
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
