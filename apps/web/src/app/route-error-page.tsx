import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown when a page fails to load or render (for example its code changed with a new release). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  return (
    <Paper variant="outlined" role="alert" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('errors.somethingWrong')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </Paper>
  );
}
