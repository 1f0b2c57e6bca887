import { LANGUAGES, type Language } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n/language';
import { useSaveLanguage, useUserLanguage } from '../../../lib/i18n/use-user-language';

const BROWSER = 'browser';

/**
 * The language choice (issue 15, docs/decisions/0020-spanish.md): a labelled select, "Language /
 * Idioma" in both languages so that someone lost in the other language still finds it. The choice
 * is saved on the server for the user and applied at once; "the browser's" forgets it.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const helpId = useId();
  const current = useUserLanguage();
  const save = useSaveLanguage();
  const value = save.isPending && save.variables !== undefined ? save.variables : current.data?.language;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }} component="section" aria-labelledby={`${helpId}-h`}>
      <Typography variant="h2" id={`${helpId}-h`} sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('settings.languageHeading')}
      </Typography>
      <TextField
        select
        id="settings-language"
        label={t('settings.language')}
        value={value ?? BROWSER}
        disabled={current.isPending}
        onChange={(event) => {
          const next = event.target.value;
          save.mutate(isLanguage(next) ? next : null);
        }}
        helperText={t('settings.languageHelp')}
        sx={{ minWidth: 260 }}
        slotProps={{ htmlInput: { 'data-testid': 'settings-language' } }}
      >
        <MenuItem value={BROWSER}>{t('settings.languageBrowser')}</MenuItem>
        {LANGUAGES.map((language: Language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`settings.languageNames.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      {save.isSuccess && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {t('settings.languageSaved')}
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('settings.languageFailed')}
        </Alert>
      )}
    </Paper>
  );
}
