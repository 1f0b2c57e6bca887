import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/**
 * MUI's Alert, fetched the first time one is shown: the shell's banners (an error, offline, a new
 * version, a toast) show nothing on a normal first visit, so the sign-in page's first load does
 * not carry it (docs/performance.md). `main.tsx` fetches it once the page has loaded.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}

/** Fetches the Alert's code ahead of its first use. */
export function preloadAlert(): void {
  void loadAlert();
}
