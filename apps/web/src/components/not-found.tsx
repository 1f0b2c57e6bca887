import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedIn } from '../lib/auth-tokens';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Any path the app does not know, and an address a page cannot find (a timecard of no one): the app's
 * routes load it as a page (app/site-routes.tsx), a feature shows it in place.
 */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const signedIn = useSignedIn();
  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="not-found"
    >
      <Typography sx={{ fontSize: '3rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }} aria-hidden="true">
        404
      </Typography>
      <Typography variant="h1" sx={{ mt: 1, mb: 1.5 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button component={RouterLink} to={signedIn ? '/home' : '/'} variant="contained">
        {t('notFound.home')}
      </Button>
    </Paper>
  );
}
