import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useProfile } from '../../api/profile';
import { PageLoading } from '../../components/page-loading';
import { ApiError } from '../../lib/api-client';
import { useSignedIn } from '../../lib/auth-tokens';

// react-admin and everything it brings are fetched only for an admin, never for the sign-in page.
const AdminConsole = lazy(() => import('./admin-console'));

/** Texts of this small gate; the console itself uses react-admin's i18n provider. */
const TEXT = {
  title: 'Admin console',
  noAccess: 'You do not have access to the admin console',
  hint: 'The admin console is for administrators. Ask an administrator if something needs changing.',
  back: 'Back to the dashboard',
  failed: 'Failed to load user data.',
};

function NoAccess({ message }: { message: string }) {
  useEffect(() => {
    document.title = `${TEXT.title} | Daybook`;
  }, []);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480 }} role="alert" data-testid="admin-no-access">
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {TEXT.hint}
        </Typography>
        <Button component={RouterLink} to="/home" variant="contained">
          {TEXT.back}
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
  // signed out: sign in first, then come back here (the sign-in page follows `next`)
  if (!signedIn) return <Navigate to={`/?next=${encodeURIComponent('/admin')}`} replace />;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) {
    const forbidden = profile.error instanceof ApiError && profile.error.status === 403;
    return <NoAccess message={forbidden ? TEXT.noAccess : TEXT.failed} />;
  }
  // the server refuses every console call until a temporary password is changed
  if (profile.data.mustChangePassword) return <Navigate to="/Change-Password" replace />;
  if (profile.data.role !== 'admin') return <NoAccess message={TEXT.noAccess} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminConsole />
    </Suspense>
  );
}
