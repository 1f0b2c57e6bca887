import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * The kiosk's switch to the other language, named in that language ("Español" on an English
 * screen, "English" on a Spanish one, with its `lang`), as on the sign-in card.
 */
export function LanguageButton({ onChoose }: { onChoose: (language: 'en' | 'es') => void }) {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'es' ? 'en' : 'es';
  return (
    <Button variant="outlined" size="small" lang={other} sx={{ minHeight: 44 }} onClick={() => onChoose(other)}>
      {t('kiosk.otherLanguage')}
    </Button>
  );
}
