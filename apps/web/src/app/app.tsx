import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast-provider';
import { UpdatePromptSlot } from '../components/update-prompt-slot';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { SessionEndWatcher } from './session-end-watcher';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  // progress indicators are named in the language shown (docs/decisions/0020-spanish.md)
  const { t, i18n } = useTranslation();
  const loading = t('app.loading');
  const localTheme = useMemo(
    () =>
      i18n.language === 'en'
        ? theme
        : createTheme(theme, {
            components: {
              MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
              MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
            },
          }),
    [i18n.language, loading],
  );
  return (
    <ThemeProvider theme={localTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionEndWatcher />
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdatePromptSlot />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
