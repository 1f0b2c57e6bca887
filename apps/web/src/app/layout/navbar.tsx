import EventNote from '@mui/icons-material/EventNote';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { useProfile } from '../../api/profile';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useSignedIn } from '../../lib/auth-tokens';
import { lightFocusRingSx } from '../theme';
import { navButtonSx } from './nav-button-sx';

const SignedInNav = lazy(() => import('./signed-in-nav'));

/** The top bar: brand, then the signed-in navigation, or Login and Sign Up when signed out (docs/product-rules.md §2 Navbar). */
export function Navbar() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const profile = useProfile();
  const signOut = useSignOut();
  const person = signedIn ? profile.data : undefined;

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        borderBottom: '1px solid rgba(255, 255, 255, 0.12)',
        ...lightFocusRingSx,
      }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 64 } }}>
          <Button
            component={RouterLink}
            to={signedIn ? '/home' : '/'}
            color="inherit"
            startIcon={<EventNote aria-hidden="true" />}
            sx={{ fontSize: '1.2rem', fontWeight: 700, mr: 2, px: 1 }}
          >
            {t('app.name')}
          </Button>
          {person && (
            <Suspense fallback={null}>
              <SignedInNav profile={person} />
            </Suspense>
          )}
          {signedIn && profile.isError && (
            // Signed in, but the profile could not be loaded: the way out stays open.
            <Button color="inherit" onClick={() => signOut.mutate()} disabled={signOut.isPending} sx={{ ml: 'auto' }}>
              {signOut.isPending ? t('nav.loggingOut') : t('nav.logout')}
            </Button>
          )}
          {!signedIn && (
            <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
              <Button component={NavLink} to="/" end color="inherit" sx={navButtonSx}>
                {t('nav.login')}
              </Button>
              <Button
                component={NavLink}
                to="/signup"
                variant="outlined"
                color="inherit"
                sx={{ ...navButtonSx, borderColor: 'rgba(255, 255, 255, 0.7)' }}
              >
                {t('nav.signUp')}
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
