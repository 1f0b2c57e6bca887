import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../lib/offline/i18n';

/** Marks a record (or one end of it) taken offline at the device's time (docs/offline.md). */
export function OfflineChip() {
  const { t } = useTranslation();
  return (
    <Chip
      label={t('offline.recordedOffline')}
      title={t('offline.recordedOfflineHint')}
      aria-label={t('offline.recordedOfflineHint')}
      size="small"
      color="warning"
      variant="outlined"
      sx={{ ml: 1, fontWeight: 700, height: 22 }}
      data-testid="offline-badge"
    />
  );
}
