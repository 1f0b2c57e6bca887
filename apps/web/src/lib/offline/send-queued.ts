import { fetchWithSession } from '../api-client';
import { tokenClaims } from '../token-claims';
import { outcomeOf, type SendOutcome } from './offline-queue';
import type { QueuedAction } from './queue-store';

/** Sends one queued action with its Idempotency-Key and the session (a replay gets the first answer). */
export async function sendQueued(action: QueuedAction): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchWithSession((token) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': action.idempotencyKey,
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      return fetch(action.path, { method: action.method, headers, body: JSON.stringify(action.body) });
    });
  } catch {
    return { kind: 'retry' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return outcomeOf(response.status, body);
}

/** The signed-in user's id from the access token (readable offline; the server checks it on every call). */
export function userIdOf(token: string | null): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** True when a failure means the device has no network (rather than a refusal). */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return Boolean(error && typeof error === 'object' && 'status' in error && (error as { status: number }).status === 0);
}
