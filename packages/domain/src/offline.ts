import { z } from 'zod';

/**
 * Offline actions and the device's time (issue 15, ADR 0023, docs/offline.md).
 *
 * An action sent with `offline: true` and a `device_time` keeps the device's instant when it is
 * inside the acceptance window: not later than the server's clock plus a small skew, and not older
 * than the organisation's limit. Any other action keeps the server's clock.
 */

/** A device clock may run this far ahead of the server's and still be believed. */
export const OFFLINE_FUTURE_SKEW_MS = 2 * 60 * 1000;
/** How old an offline action may be by default (organisation setting `offline_max_age_hours`). */
export const DEFAULT_OFFLINE_MAX_AGE_HOURS = 72;
/** The organisation setting's bounds. */
export const OFFLINE_MAX_AGE_HOURS_MIN = 1;
export const OFFLINE_MAX_AGE_HOURS_MAX = 168;

/** Body fields every offline-capable action accepts (documented in OpenAPI). */
export const offlineFields = {
  device_time: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      'The instant the action was taken on the device (ISO 8601 with offset). Read only with `offline: true` ' +
        '(docs/offline.md): kept when not in the future (2 minutes of skew allowed) and not older than the ' +
        "organisation's limit (default 72 h); else 422 `device_time_in_future` / `device_time_too_old`.",
    ),
  offline: z.boolean().optional().describe('true when the action was taken without a network and queued on the device'),
};

export type OfflineInput = { device_time?: string | undefined; offline?: boolean | undefined } | undefined;

/** When an action counts as taken, and whether it was recorded offline. */
export type ActionTime =
  | { ok: true; at: Date; receivedAt: Date; offline: boolean }
  | { ok: false; reason: 'too_old' | 'in_future' };

/**
 * The effective instant of an action received at `receivedAt`: the device's time for an offline
 * action inside the window, else the server's. Outside the window the action is refused.
 */
export function actionTime(input: OfflineInput, receivedAt: Date, maxAgeHours: number): ActionTime {
  if (!input?.offline) return { ok: true, at: receivedAt, receivedAt, offline: false };
  if (input.device_time === undefined) return { ok: true, at: receivedAt, receivedAt, offline: true };
  const device = new Date(input.device_time);
  const ms = device.getTime();
  if (Number.isNaN(ms)) return { ok: false, reason: 'in_future' };
  if (ms > receivedAt.getTime() + OFFLINE_FUTURE_SKEW_MS) return { ok: false, reason: 'in_future' };
  if (ms < receivedAt.getTime() - maxAgeHours * 3_600_000) return { ok: false, reason: 'too_old' };
  // Within the skew a device a little ahead is taken as the server's instant: never stored in the future.
  const at = ms > receivedAt.getTime() ? receivedAt : device;
  return { ok: true, at, receivedAt, offline: true };
}
