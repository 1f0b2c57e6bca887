import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from './lazy-alert';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has no network; follows the online/offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * "You are offline" above every page while the browser has no network: what the page shows is
 * the last copy the installed app kept (docs/decisions/0022-installable-app.md). Nothing while
 * online.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (!useOffline()) return null;
  return (
    <LazyAlert severity="warning" role="status" data-testid="offline-notice" sx={{ mb: 2 }}>
      {t('app.offlineNotice')}
    </LazyAlert>
  );
}
