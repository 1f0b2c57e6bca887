import { SETTINGS_MESSAGE_MS } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Details confirmed successfully!" for three seconds (docs/product-rules.md §4, §9); nothing is sent. */
export function DetailsConfirmedMessage({ onElapsed }: { onElapsed: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onElapsed, SETTINGS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [onElapsed]);
  return (
    <Alert severity="success" role="status" data-testid="details-confirmed">
      {t('settings.confirmed')}
    </Alert>
  );
}
