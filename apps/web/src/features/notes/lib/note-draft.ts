import { useCallback, useEffect, useRef } from 'react';
import { readAccessToken } from '../../../lib/auth-tokens';
import { userIdOf } from '../../../lib/offline/send-queued';
import type { TrialDraft } from '../components/trial-rows';

/** What of a progress note is being written (docs/offline.md, "Progress-note drafts"). */
export interface NoteDraft {
  location: string;
  generalNotes: string;
  initials: string;
  additionalNotes: string;
  trials: TrialDraft[];
  savedAt: string;
}

/** How long after the last keystroke the draft is written. */
export const DRAFT_DEBOUNCE_MS = 400;
const PREFIX = 'daybook.noteDraft';

/** One draft per signed-in user, client and date. */
export function draftKey(userId: string | null, clientId: number, date: string): string | null {
  return userId ? `${PREFIX}.${userId}.${clientId}.${date}` : null;
}

export function currentDraftKey(clientId: number, date: string): string | null {
  return draftKey(userIdOf(readAccessToken()), clientId, date);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string | null, store: Storage | null = storage()): NoteDraft | null {
  if (!key || !store) return null;
  try {
    const value = JSON.parse(store.getItem(key) ?? 'null') as NoteDraft | null;
    return value && typeof value === 'object' && Array.isArray(value.trials) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string | null, draft: NoteDraft, store: Storage | null = storage()): void {
  if (!key || !store) return;
  try {
    store.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or refused: the form still works, only the draft is not kept
  }
}

export function clearDraft(key: string | null, store: Storage | null = storage()): void {
  if (key && store) store.removeItem(key);
}

/**
 * Writes the draft a moment after each change (not on the first render, so an untouched note
 * leaves nothing behind), and at once when the page is left with a write still waiting (a reload
 * or a closed tab within that moment would otherwise lose the last words typed). The key is fixed
 * for the form's life. `discard` deletes the draft and stops writing it (the server has the note:
 * a write still waiting must not bring it back); `keep` writes a write still waiting now (a save
 * that could not be sent: the last words typed are on the device at once).
 */
export function useDraftAutosave(
  key: string | null,
  draft: Omit<NoteDraft, 'savedAt'>,
  enabled: boolean,
): { discard: () => void; keep: () => void } {
  const first = useRef(true);
  const stopped = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  /** The draft of a write still waiting, if any. */
  const waiting = useRef<string | null>(null);
  const text = JSON.stringify(draft);
  const writeWaiting = useCallback(() => {
    const pending = waiting.current;
    waiting.current = null;
    window.clearTimeout(timer.current);
    if (pending === null || stopped.current) return;
    writeDraft(key, { ...(JSON.parse(pending) as Omit<NoteDraft, 'savedAt'>), savedAt: new Date().toISOString() });
  }, [key]);
  useEffect(() => {
    window.addEventListener('pagehide', writeWaiting);
    return () => window.removeEventListener('pagehide', writeWaiting);
  }, [writeWaiting]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!enabled || stopped.current) return;
    waiting.current = text;
    timer.current = window.setTimeout(writeWaiting, DRAFT_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer.current);
      waiting.current = null;
    };
  }, [text, enabled, writeWaiting]);
  const discard = useCallback(() => {
    stopped.current = true;
    waiting.current = null;
    window.clearTimeout(timer.current);
    clearDraft(key);
  }, [key]);
  return { discard, keep: writeWaiting };
}
