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
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      announceUpdate(() => updateServiceWorker(true));
    },
  });
}
