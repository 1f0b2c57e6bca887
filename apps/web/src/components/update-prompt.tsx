import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activateUpdate } from '../lib/pwa/update-state';
import { LazyAlert } from './lazy-alert';

/**
 * "A new version of Daybook is ready." with a Reload button: the waiting service worker takes
 * over and the page reloads on the new version (docs/decisions/0022-installable-app.md). It stays
 * until the user reloads, so nobody is moved to a new version in the middle of a form.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    // a fixed strip rather than MUI's Snackbar: the same look, with the components the shell
    // already loads, so the prompt changes nothing in how the sign-in page's code is split
    <Box
      sx={{
        position: 'fixed',
        bottom: 16,
        left: 16,
        right: 16,
        display: 'flex',
        justifyContent: 'center',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      <LazyAlert
        severity="info"
        variant="filled"
        role="status"
        data-testid="update-prompt"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              void activateUpdate();
            }}
          >
            {t('app.updateReload')}
          </Button>
        }
        sx={{ alignItems: 'center', boxShadow: 6, maxWidth: 560 }}
      >
        {t('app.updateReady')}
      </LazyAlert>
    </Box>
  );
}
