import Home from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect } from 'react';
import { AppBar, Layout, TitlePortal, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { adminLanguage } from '../i18n';

/**
 * The console's top bar: every page's title as its h1 (react-admin renders it as a span), and a
 * visible way back to the dashboard beside the user menu (issue 10 items 28 and 31).
 */
function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar>
      <TitlePortal component="h1" />
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
  // react-admin keeps its locale in its store; the app's language wins (docs/decisions/0020-spanish.md)
  const [locale, setLocale] = useLocaleState();
  const language = adminLanguage();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [locale, language, setLocale]);
  return <Layout appBar={ConsoleAppBar}>{children}</Layout>;
}
