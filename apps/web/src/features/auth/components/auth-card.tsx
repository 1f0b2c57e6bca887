import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '../../../lib/i18n';
import { chooseLanguageSignedOut } from '../../../lib/i18n/language';

/**
 * The other language, offered before anyone is signed in (docs/i18n.md, "Choosing the language"):
 * its name in itself ("Español", "English"), so a reader of either finds it. Chosen here, it shows
 * at once, stays on this device and becomes the user's choice at sign-in.
 */
function OtherLanguage() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'es' ? 'en' : 'es';
  return (
    <Link
      component="button"
      type="button"
      lang={other}
      variant="body2"
      onClick={() => {
        chooseLanguageSignedOut(other);
        void loadLanguage(other);
      }}
      sx={{ display: 'block', ml: 'auto', mt: -1, minHeight: 32 }}
    >
      {t('login.otherLanguage')}
    </Link>
  );
}

/** The centred card that holds the sign-in and onboarding forms, with the language switch at its top. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 5 } }}>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          p: { xs: 2.5, sm: 4 },
          borderRadius: 3,
          boxShadow: '0 8px 24px rgba(16, 42, 67, 0.08)',
        }}
      >
        <OtherLanguage />
        {children}
      </Paper>
    </Box>
  );
}
