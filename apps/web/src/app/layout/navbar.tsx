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

/** Login and Sign Up: a size smaller on a phone, where the Spanish words are long. */
const signedOutButtonSx = {
  ...navButtonSx,
  px: { xs: 0.75, sm: 1.5 },
  fontSize: { xs: '0.8125rem', sm: '0.875rem' },
} as const;

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
        // a page printed with the browser's own Print shows its content, not the site's frame
        displayPrint: 'none',
      }}
    >
      <Container maxWidth="lg" disableGutters>
        {/* On a phone the Spanish buttons ("Iniciar sesión", "Crear cuenta") are wide: narrower gutters
            and spacing there keep the brand whole at 360 px */}
        <Toolbar
          sx={{
            gap: { xs: 0.5, sm: 1 },
            px: { xs: 0.5, sm: 2 },
            minHeight: { xs: NAVBAR_HEIGHT.xs - 1, sm: NAVBAR_HEIGHT.sm - 1 },
          }}
        >
          <Button
            component={RouterLink}
            to={signedIn ? '/home' : '/'}
            color="inherit"
            startIcon={<EventNote aria-hidden="true" />}
            sx={{
              fontSize: { xs: '1.05rem', sm: '1.2rem' },
              fontWeight: 700,
              mr: { xs: 0, sm: 2 },
              px: 1,
              // on the narrowest phones (or with large text) the brand's word gives way, never the buttons
              minWidth: 0,
              flexShrink: 1,
            }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {t('app.name')}
            </Box>
          </Button>
          {signedIn && (
            <Suspense fallback={null}>
              <SignedInBar />
            </Suspense>
          )}
          {!signedIn && (
            <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, ml: 'auto', flexShrink: 0 }}>
              <Button component={NavLink} to="/" end color="inherit" sx={signedOutButtonSx}>
                {t('nav.login')}
              </Button>
              <Button
                component={NavLink}
                to="/signup"
                variant="outlined"
                color="inherit"
                sx={{ ...signedOutButtonSx, borderColor: 'rgba(255, 255, 255, 0.7)' }}
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
