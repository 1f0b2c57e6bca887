import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { translateMessage } from './i18n';

/**
 * Which of an area's refusal texts words a failed call (docs/api-errors.md): `network` when the
 * server never answered, the refusal's machine code when the area has a text for it, else `other`.
 * Each area keeps its texts under `<area>.errors` (with `network` and `other`) and words the
 * result with `t(`<area>.errors.${refusalCode(error, en.<area>.errors)}`)`.
 */
export function refusalCode<Code extends string>(
  error: unknown,
  worded: Readonly<Record<Code, string>>,
): Code | 'network' | 'other' {
  if (!(error instanceof ApiError)) return 'other';
  if (error.isNetworkError) return 'network';
  const code = error.code ?? '';
  return code in worded ? (code as Code) : 'other';
}

/**
 * The words a failed call shows: the refusal's own `detail` from the server (docs/api-errors.md),
 * in the reader's language, else `fallback` (the area's generic failure text).
 */
export function refusalDetail(t: TFunction, error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? translateMessage(t, error.detail) : fallback;
}

/** Whether a failed call is a refusal that names fields (a 400 with `errors`), which its form shows under them. */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
}

/** True while the browser says it has no network (read anew each time). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A call that got no answer because the device is offline (also when the connection dropped during it). */
export function failedOffline(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError && browserOffline();
}
