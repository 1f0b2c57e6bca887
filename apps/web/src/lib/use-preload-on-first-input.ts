import { useEffect } from 'react';

/**
 * Fetches code a page shows only after an answer to the person's action (a notice about that
 * answer) at their first touch, click or key on the page, instead of in the page's first load
 * (docs/performance.md, "Signed-in pages: what runs before the first paint"). Only for a part that
 * needs the network anyway: a part that must open without one (a form whose action waits on the
 * device, docs/offline.md) stays in the page's own code.
 */
export function usePreloadOnFirstInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => {
      stop();
      // a failed fetch is tried again when the part is shown
      load().catch(() => undefined);
    };
    const stop = () => {
      document.removeEventListener('pointerdown', preload, true);
      document.removeEventListener('keydown', preload, true);
    };
    document.addEventListener('pointerdown', preload, true);
    document.addEventListener('keydown', preload, true);
    return stop;
  }, [load]);
}
