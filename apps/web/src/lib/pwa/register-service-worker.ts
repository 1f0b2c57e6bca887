/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { announceUpdate } from './update-state';

/**
 * Registers the service worker. main.tsx imports this module only after the page's load event,
 * so neither it nor workbox-window is part of the sign-in page's first load (ADR 0007, 0022).
 * With registerType 'prompt' a new version waits until the user chooses to reload.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onNeedRefresh() {
      announceUpdate(activateWaitingWorker);
    },
    // the reload is ours (below): the plugin's own reload only follows an update that began
    // after a worker already controlled the page, not one found later in the same visit
    onNeedReload() {},
  });
}

/**
 * Lets the waiting worker take over and reloads this page once it controls it. When nothing waits
 * any more (another tab has already moved to the new version), a reload alone is enough.
 */
async function activateWaitingWorker(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  // the message Workbox's generated worker answers with skipWaiting()
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
