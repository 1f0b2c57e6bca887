import type { LocationCheck } from '@daybook/domain';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { type DeviceLocation, getDeviceLocation } from '../../../lib/geolocation';
import { translateMessage } from '../../../lib/i18n';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { useOfflineQueue } from '../../../lib/offline/offline-queue-context';
import { isOffline } from '../../../lib/offline/send-queued';
import { hasFieldErrors } from '../../../lib/refusal';
import { checkIn, checkOut, pauseTimer, resumeTimer, useInvalidateWorkday } from '../api/workday';
import { type KeptFlag, keepFlag, readKeptFlag } from '../lib/kept-flag';

/** Where each action goes when it is sent later from the device's queue (docs/offline.md). */
const QUEUED_PATH = {
  checkIn: '/api/attendance/checkin/',
  checkOut: '/api/attendance/checkout/',
  pause: '/api/attendance/pause/',
  resume: '/api/attendance/resume/',
} as const;

const locationFields = (location: DeviceLocation | null) => ({
  latitude: location?.latitude ?? null,
  longitude: location?.longitude ?? null,
  accuracy: location?.accuracy ?? null,
});

export type WorkdayAction = 'checkIn' | 'checkOut' | 'pause' | 'resume';
export type ActionPhase = 'locating' | 'sending';

export type ActionResult = { ok: true } | { ok: false; error: unknown };

function textsOf(t: TFunction) {
  return {
    checkIn: {
      ok: t('workday.checkedIn'),
      failed: t('workday.checkInFailed'),
      noLocation: t('workday.noLocationCheckIn'),
    },
    checkOut: {
      ok: t('workday.checkedOut'),
      failed: t('workday.checkOutFailed'),
      noLocation: t('workday.noLocationCheckOut'),
    },
    pause: { ok: t('workday.paused'), failed: t('workday.pauseFailed'), noLocation: t('workday.noLocationPause') },
    resume: { ok: t('workday.resumed'), failed: t('workday.resumeFailed'), noLocation: t('workday.noLocationResume') },
  };
}

/**
 * Check in, check out, pause and resume (docs/product-rules.md §4): each first asks for the device location, then
 * sends the action (with null coordinates when there is none, and a warning), shows the outcome
 * (a refusal with the server's reason) and refetches today, the pay period and the history,
 * whether the action went through or not. One action runs at a time: a second click
 * or tap while one is under way does nothing, so nothing is ever sent twice.
 * `workDayId` is today's work day as shown (a pause's or resume's answer names none): a flagged
 * action is kept on the device with it, so the note can still be written after a reload.
 */
export function useWorkdayActions(workDayId: number | null = null) {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidateWorkday();
  const queue = useOfflineQueue();
  const running = useRef(false);
  const [busy, setBusy] = useState<{ action: WorkdayAction; phase: ActionPhase } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // issue 13: the server's judgement of the last action's location, when it was flagged
  const [flag, setFlag] = useState<LocationCheck | null>(null);
  // and the last flagged one kept on this device, until a note is sent or it is dismissed
  const [kept, setKept] = useState<KeptFlag | null>(() => readKeptFlag(queue.userId));

  const run = useCallback(
    async (
      action: WorkdayAction,
      send: (location: DeviceLocation | null) => Promise<unknown>,
      extra: Record<string, unknown> = {},
    ): Promise<ActionResult> => {
      if (running.current) return { ok: false, error: null };
      running.current = true;
      // The action's time on the device: when it was asked for (kept if it has to wait offline).
      const at = new Date();
      setBusy({ action, phase: 'locating' });
      const words = textsOf(t)[action];
      let queued = false;
      let location: DeviceLocation | null = null;
      // Without a network the action waits on the device, marked offline with its time.
      const keepOnDevice = async (): Promise<ActionResult> => {
        if (!queue.userId) return { ok: false, error: null };
        const body = { ...locationFields(location), ...extra };
        await queue.enqueue(offlineAction(queue.userId, action, 'POST', QUEUED_PATH[action], body, at, true));
        queued = true;
        setBanner(null);
        toast.warning(t('offline.savedOnDevice'));
        return { ok: true };
      };
      try {
        location = await getDeviceLocation();
        if (navigator.onLine === false) return await keepOnDevice();
        setBusy({ action, phase: 'sending' });
        const answer = (await send(location)) as { id?: number | null; location_check?: LocationCheck } | undefined;
        const flagged = answer?.location_check?.exception_id ? answer.location_check : null;
        setFlag(flagged);
        const dayId = typeof answer?.id === 'number' ? answer.id : workDayId;
        if (flagged && dayId !== null) {
          const next = { check: flagged, workDayId: dayId };
          keepFlag(queue.userId, next);
          setKept(next);
        }
        setBanner(null);
        toast.success(words.ok);
        if (!location) toast.warning(words.noLocation);
        return { ok: true };
      } catch (error) {
        if (isOffline(error)) return await keepOnDevice();
        // A refusal shows the server’s reason as toast and banner, for every action:
        // a stale tab learns why (e.g. it was checked out elsewhere) while the refetch below
        // brings the cards up to date. Field errors stay with their form; without an answer
        // the catalogue's words are shown.
        const refused = error instanceof ApiError && error.status !== 0 && error.status < 500;
        const fieldErrors = refused && hasFieldErrors(error);
        const serverText = refused && !fieldErrors ? error.detail : null;
        const message = serverText ? translateMessage(t, serverText) : words.failed;
        toast.error(message);
        if (!fieldErrors) setBanner(message);
        return { ok: false, error };
      } finally {
        // Wait for the refetch, so the buttons reflect the new state before they enable again
        // (nothing to fetch while the action waits offline).
        if (!queued) await invalidate().catch(() => undefined);
        running.current = false;
        setBusy(null);
      }
    },
    [t, toast, invalidate, queue, workDayId],
  );

  return {
    busy,
    banner,
    dismissBanner: () => setBanner(null),
    flag,
    kept,
    /** The worker sent a note about the flag, or closed it: it is not offered again. */
    dismissFlag: () => {
      setFlag(null);
      setKept(null);
      keepFlag(queue.userId, null);
    },
    checkIn: () => run('checkIn', checkIn),
    checkOut: () => run('checkOut', checkOut),
    pause: (reason: string) => run('pause', (location) => pauseTimer(reason, location), { reason }),
    resume: () => run('resume', resumeTimer),
  };
}
