import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { useProfile } from '../../api/profile';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { useSignedIn } from '../../lib/auth-tokens';
import { useSaveLanguage } from '../../lib/i18n/use-user-language';
import { daybookMessages } from './i18n-en';
import { daybookMessagesEs } from './i18n-es';

// react-admin and everything it brings are fetched only for an admin, never for the sign-in page.
const AdminConsole = lazy(() => import('./admin-console'));

/**
 * The gate's texts, from the console's catalogue in the language the app shows (the console itself
 * reads them through react-admin's i18n provider, which this gate does not load).
 */
function useGateText() {
  const { i18n } = useTranslation();
  return (i18n.language === 'es' ? daybookMessagesEs : daybookMessages).daybook;
}

function NoAccess({ failed = false }: { failed?: boolean }) {
  const text = useGateText();
  useEffect(() => {
    document.title = `${text.noAccessTitle} | Daybook`;
  }, [text]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480 }} role="alert" data-testid="admin-no-access">
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {failed ? text.loadFailed : text.noAccess}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text.noAccessHint}
        </Typography>
        <Button component={RouterLink} to="/home" variant="contained">
          {text.backToDashboard}
        </Button>
      </Paper>
    </Box>
  );
}

/**
 * /admin/*: signed-out visitors go to the sign-in page; staff and managers see that they have no
 * access (the server refuses them anyway); an admin gets the react-admin console.
 */
export default function AdminConsolePage() {
  const signedIn = useSignedIn();
  const profile = useProfile();
  // a language picked in the console's menu is saved as the user's choice, as in Settings, and
  // kept on the device the console opens from (docs/decisions/0020-spanish.md)
  const { mutateAsync: saveLanguage } = useSaveLanguage();
  // signed out: sign in first, then come back here (the sign-in page follows `next`)
  if (!signedIn) return <Navigate to={`/?next=${encodeURIComponent('/admin')}`} replace />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    const forbidden = profile.error instanceof ApiError && profile.error.status === 403;
    return <NoAccess failed={!forbidden} />;
  }
  // the server refuses every console call until a temporary password is changed
  if (profile.data.mustChangePassword) return <Navigate to="/Change-Password" replace />;
  if (profile.data.role !== 'admin') return <NoAccess />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminConsole saveLanguage={saveLanguage} />
    </Suspense>
  );
}
