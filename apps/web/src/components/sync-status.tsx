import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../api/organisation';
import { translateMessage } from '../lib/i18n';
import { formatDateAndClock } from '../lib/i18n/intl';
import { useQueueStatus } from '../lib/offline/offline-queue-context';
import type { QueuedAction, QueuedKind } from '../lib/offline/queue-store';
import { SyncStatusHost } from '../lib/offline/sync-status-host';
import '../lib/offline/i18n';

const KIND_TEXT = {
  checkIn: 'offline.kind.checkIn',
  checkOut: 'offline.kind.checkOut',
  pause: 'offline.kind.pause',
  resume: 'offline.kind.resume',
  memberCheckIn: 'offline.kind.memberCheckIn',
  memberCheckOut: 'offline.kind.memberCheckOut',
  attendanceCreate: 'offline.kind.attendanceCreate',
  progressCreate: 'offline.kind.progressCreate',
  progressUpdate: 'offline.kind.progressUpdate',
} as const satisfies Record<QueuedKind, string>;

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The action's kind, with whom it is about when the queue knows ("Member check in (Rosa Valenzuela)"). */
function actionText(t: TFunction, action: QueuedAction): string {
  const kind = t(KIND_TEXT[action.kind]);
  return action.about ? t('offline.actionAbout', { action: kind, about: action.about }) : kind;
}

function describe(t: TFunction, action: QueuedAction, timeZone: string): string {
  return t('offline.queuedAction', {
    action: actionText(t, action),
    time: formatDateAndClock(action.deviceTime, timeZone),
  });
}

/**
 * "N actions waiting to sync" with each queued action marked Waiting to sync (never as done), the
 * actions the server refused with its reason until the worker dismisses them, and, once the
 * connection is back, the queued actions the server accepted ("N actions sent") until dismissed
 * or the next action is queued (docs/offline.md). The signed-in layout shows it above every page
 * (`SyncStatusPanel`); a page's own `SyncStatus` shows nothing under that layout.
 */
export function SyncStatus() {
  return useContext(SyncStatusHost) ? null : <SyncStatusPanel />;
}

/** The sync status itself, as the signed-in layout shows it above every page. */
export function SyncStatusPanel() {
  const { t } = useTranslation();
  const timeZone = useOrganisationTimeZone();
  const { pending, refused, sent, dismissSent, dismiss, sync } = useQueueStatus();
  // Sending can only be asked for while the browser has a network.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (pending.length === 0 && refused.length === 0 && sent.length === 0) return null;
  return (
    <Stack spacing={1.5} data-testid="sync-status" sx={{ mb: 2, displayPrint: 'none' }}>
      {sent.length > 0 && (
        <Alert
          severity="success"
          role="status"
          data-testid="sync-sent"
          action={
            <Button color="inherit" size="small" onClick={dismissSent}>
              {t('offline.dismiss')}
            </Button>
          }
        >
          <AlertTitle>{t('offline.sent', { count: sent.length })}</AlertTitle>
          <List dense disablePadding>
            {sent.map((action) => (
              <ListItem key={action.seq} disableGutters sx={{ py: 0 }}>
                {describe(t, action, timeZone)}
              </ListItem>
            ))}
          </List>
          {t('offline.sentNote')}
        </Alert>
      )}
      {pending.length > 0 && (
        <Alert
          severity="info"
          role="status"
          action={
            online ? (
              <Button color="inherit" size="small" onClick={() => void sync()}>
                {t('offline.syncNow')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t('offline.waiting', { count: pending.length })}</AlertTitle>
          <List dense disablePadding>
            {pending.map((action) => (
              <ListItem key={action.seq} disableGutters sx={{ py: 0 }}>
                {describe(t, action, timeZone)} — {t('offline.waitingToSync')}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {refused.map((action) => (
        <Alert
          key={action.seq}
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void dismiss(action.seq as number)}>
              {t('offline.dismiss')}
            </Button>
          }
        >
          <AlertTitle>{t('offline.refusedTitle')}</AlertTitle>
          {t('offline.refusedAction', {
            action: actionText(t, action),
            time: formatDateAndClock(action.deviceTime, timeZone),
            reason: action.detail ? translateMessage(t, action.detail) : t('offline.refusedUnknown'),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
