import EventNote from '@mui/icons-material/EventNote';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { useSignedIn } from '../../lib/auth-tokens';
import { lazyWithQuery } from '../lazy-with-query';
import { lightFocusRingSx } from '../theme';
import { navButtonSx } from './nav-button-sx';

// the signed-in navigation reads the profile: it comes with the query client, after sign-in
const SignedInBar = lazyWithQuery(() => import('./signed-in-bar'));

/** The navbar's height in pixels (its toolbar and 1 px border), by breakpoint. */
export const NAVBAR_HEIGHT = { xs: 61, sm: 65 } as const;

/** The top bar: brand, then the signed-in navigation, or Login and Sign Up when signed out (docs/product-rules.md §2 Navbar). */
export function Navbar() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();

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
        <Toolbar sx={{ gap: 1, minHeight: { xs: NAVBAR_HEIGHT.xs - 1, sm: NAVBAR_HEIGHT.sm - 1 } }}>
          <Button
            component={RouterLink}
            to={signedIn ? '/home' : '/'}
            color="inherit"
            startIcon={<EventNote aria-hidden="true" />}
            sx={{ fontSize: '1.2rem', fontWeight: 700, mr: 2, px: 1 }}
          >
            {t('app.name')}
          </Button>
          {signedIn && (
            <Suspense fallback={null}>
              <SignedInBar />
            </Suspense>
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
