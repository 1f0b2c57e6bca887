import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is installed and waiting (docs/decisions/0022-installable-app.md).
 * The service worker is registered after the page has loaded (./register-service-worker.ts);
 * this small store is what the always-present shell reads.
 */
type Listener = () => void;

let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

/** Called by the registration when a new service worker waits; `activate` takes it over and reloads. */
export function announceUpdate(activate: () => Promise<void>): void {
  applyUpdate = activate;
  for (const listener of listeners) listener();
}

/** Activates the waiting version; the page reloads when it takes control. */
export async function activateUpdate(): Promise<void> {
  await applyUpdate?.();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isReady = () => applyUpdate !== null;

export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribe, isReady, () => false);
}
