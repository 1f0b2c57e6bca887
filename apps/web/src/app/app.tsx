import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast-provider';
import { UpdatePromptSlot } from '../components/update-prompt-slot';
import { AppRoutes } from './router';
import { SessionEndWatcher } from './session-end-watcher';
import { theme, themeOptions } from './theme';

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

/**
 * Everything around the routes: theme, session-end watcher, toasts, update prompt. The router goes
 * inside it: the browser's here, a static one when the build renders the first screens
 * (app/prerender.tsx, docs/decisions/0033-first-screens-prerendered.md).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  // progress indicators and an alert's close button are named in the language shown
  // (docs/decisions/0020-spanish.md); English keeps MUI's "Close"
  const { t, i18n } = useTranslation();
  const loading = t('app.loading');
  const close = t('common.dismiss');
  const localTheme = useMemo(
    () =>
      i18n.language === 'en'
        ? theme
        : createTheme(themeOptions, {
            components: {
              MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
              MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
              MuiAlert: { defaultProps: { closeText: close } },
            },
          }),
    [i18n.language, loading, close],
  );
  return (
    <ThemeProvider theme={localTheme}>
      <CssBaseline />
      {/* the query client's provider comes with each lazily loaded part that reads server data
          (app/lazy-with-query.tsx), so the sign-in page's first load carries no TanStack Query */}
      <SessionEndWatcher />
      <ToastProvider>
        {children}
        <UpdatePromptSlot />
      </ToastProvider>
    </ThemeProvider>
  );
}
