import Home from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useLanguageNotSavedNotice } from './console-language';

/**
 * react-admin's user menu, named after what it shows. From the sm breakpoint on its button shows the
 * user's name, and react-admin names it "Profile" (axe label-content-name-mismatch, WCAG 2.5.3):
 * the name it is given here starts with that visible name. The icon-only button of a phone keeps
 * react-admin's "Profile" (its tooltip too). react-admin passes a label through its translator with
 * the label itself as the fallback, so the already translated text reaches the button as it is.
 */
export function ConsoleUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const name = identity?.fullName;
  return <UserMenu label={showsName && name ? translate('daybook.userMenu', { name }) : 'ra.auth.user_menu'} />;
}

/**
 * The console's top bar: every page's title as its h1 (react-admin renders it as a span), and a
 * visible way back to the dashboard beside the user menu (issue 10 items 28 and 31).
 */
function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar userMenu={<ConsoleUserMenu />}>
      {/* on a phone a long title ("Días de trabajo", "Autorizaciones de servicio") wraps onto a
          second, smaller line instead of ending in an ellipsis after a few letters; a longer one
          ends in one after its second line */}
      <TitlePortal
        component="h1"
        sx={{
          fontSize: { xs: '1.05rem', sm: '1.25rem' },
          lineHeight: { xs: 1.2, sm: 1.6 },
          '@media (max-width:599.95px)': {
            whiteSpace: 'normal',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            // react-admin wraps a page's title in an inline block, which the clamp would not reach
            '& .RaConfigurable-root': { display: 'inline' },
          },
        }}
      />
      <Button
        component={RouterLink}
        to="/home"
        color="inherit"
        startIcon={<Home />}
        aria-label={translate('daybook.backToDashboard')}
        title={translate('daybook.backToDashboard')}
        data-testid="admin-back-to-dashboard"
        sx={{ whiteSpace: 'nowrap', mr: 1, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* the icon alone on a phone, so the page title keeps its room */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('daybook.backToDashboard')}
        </Box>
      </Button>
    </AppBar>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  // react-admin's locale is the app's language, and a language picked in the top bar's menu is
  // saved as the user's choice (console-language.ts); a failed save is said here
  useLanguageNotSavedNotice();
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
