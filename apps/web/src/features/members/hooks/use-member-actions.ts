import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { type DeviceLocation, getDeviceLocation } from '../../../lib/geolocation';
import { translateMessage } from '../../../lib/i18n';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { useOfflineQueue } from '../../../lib/offline/offline-queue-context';
import { queuedMemberActions } from '../../../lib/offline/project-member-visits';
import { isOffline } from '../../../lib/offline/send-queued';
import { memberCheckIn, memberCheckOut, useInvalidateMembers, useMembers } from '../api/members';
import type { VisitConfirmation } from '../components/confirm-visit-dialog';
import { useMembersText } from '../i18n';

export type MemberAction = 'checkIn' | 'checkOut';
export type MemberActionPhase = 'locating' | 'sending';

/** Whether this browser offers geolocation at all. */
const geolocationSupported = () => typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

/**
 * Member check-in and check-out (docs/product-rules.md §4, §8): a member must be selected; the device location is
 * asked for first ("Getting location..."); without one the action still goes through with null
 * coordinates and a warning. A refusal shows the server's message, else Failed to check in / out.
 * One action at a time: a double click sends once.
 */
export function useMemberActions(today: string) {
  const t = useMembersText();
  const { t: tShared } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidateMembers();
  const queue = useOfflineQueue();
  const members = useMembers();
  const running = useRef(false);
  const [busy, setBusy] = useState<{ action: MemberAction; phase: MemberActionPhase } | null>(null);

  const run = useCallback(
    async (
      action: MemberAction,
      memberId: number | null,
      confirmation: VisitConfirmation = {},
      service: string | null = null,
    ) => {
      if (memberId === null) {
        toast.error(t('selectMemberFirst'));
        return;
      }
      if (running.current) return;
      // The member's actions waiting on the device (docs/offline.md): a check-in already queued is
      // not queued twice, and a new action waits behind them, so it never overtakes them.
      const waiting = queuedMemberActions(queue.pending, memberId);
      if (action === 'checkIn' && waiting.at(-1)?.kind === 'memberCheckIn') {
        toast.error(t('checkInWaiting'));
        return;
      }
      running.current = true;
      // The visit's time on the device, kept if the action has to wait offline (docs/offline.md).
      const at = new Date();
      let location: DeviceLocation | null = null;
      let queued = false;
      const keepOnDevice = async () => {
        if (!queue.userId) return;
        const body = {
          member_id: memberId,
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
          accuracy: location?.accuracy ?? null,
          ...(action === 'checkOut' ? confirmation : {}),
          ...(action === 'checkIn' && service ? { service } : {}),
        };
        const [kind, path] =
          action === 'checkIn'
            ? (['memberCheckIn', '/api/member/checkin/'] as const)
            : (['memberCheckOut', '/api/member/checkout/'] as const);
        // the queue's lists name the member: a refusal then says whose check-in it was
        const about = members.data?.find((member) => member.id === memberId)?.name;
        await queue.enqueue({ ...offlineAction(queue.userId, kind, 'POST', path, body, at, true), about });
        queued = true;
        if (navigator.onLine === false || waiting.length === 0) toast.warning(tShared('offline.savedOnDevice'));
        else {
          toast.warning(t('queuedBehind'));
          void queue.sync();
        }
      };
      setBusy({ action, phase: 'locating' });
      try {
        const supported = geolocationSupported();
        location = supported ? await getDeviceLocation() : null;
        if (navigator.onLine === false || waiting.length > 0) {
          await keepOnDevice();
          return;
        }
        setBusy({ action, phase: 'sending' });
        const visit =
          action === 'checkIn'
            ? await memberCheckIn(memberId, location, today, service)
            : await memberCheckOut(memberId, location, confirmation);
        toast.success(t(action === 'checkIn' ? 'checkedIn' : 'checkedOut'));
        // recorded either way; a doubtful location goes to the manager's queue (docs/evv.md)
        const check = visit.location_check?.status;
        if (check === 'outside') toast.warning(t('flaggedOutside'));
        else if (check === 'low_accuracy') toast.warning(t('flaggedLowAccuracy'));
        if (!supported) toast.warning(t('geolocationUnsupported'));
        else if (!location) {
          toast.warning(t(action === 'checkIn' ? 'noLocationCheckIn' : 'noLocationCheckOut'));
        }
      } catch (error) {
        if (isOffline(error)) {
          await keepOnDevice();
          return;
        }
        const serverText = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.detail : null;
        toast.error(
          serverText
            ? translateMessage(tShared, serverText)
            : t(action === 'checkIn' ? 'checkInFailed' : 'checkOutFailed'),
        );
      } finally {
        if (!queued) await invalidate().catch(() => undefined);
        running.current = false;
        setBusy(null);
      }
    },
    [t, tShared, toast, invalidate, today, queue, members.data],
  );

  return {
    busy,
    checkIn: (memberId: number | null, service: string | null = null) => run('checkIn', memberId, {}, service),
    checkOut: (memberId: number | null, confirmation: VisitConfirmation) => run('checkOut', memberId, confirmation),
  };
}
