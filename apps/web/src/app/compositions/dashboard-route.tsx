import { lazy, Suspense } from 'react';
import DashboardPage from '../../features/dashboard/pages/dashboard-page';
import { usePreloadOnFirstInput } from '../../lib/use-preload-on-first-input';

const loadNotice = () => import('../../features/location-trust/components/location-flag-notice');
// Shown only after an answer from the server, so the network was there a moment ago; should the
// fetch still fail, the notice is left out (the flag itself is kept on the server for the manager,
// docs/evv.md) rather than the page failing.
const LocationFlagNotice = lazy(() =>
  loadNotice().then(
    (module) => ({ default: module.LocationFlagNotice }),
    () => ({ default: () => null }),
  ),
);

/**
 * /home: the dashboard, showing location trust's notice when the last action's location was flagged.
 * The notice's note form brings the domain's form rules and the schemas they build on, whose
 * construction was the largest piece of the page's first script work on a phone
 * (docs/performance.md, "Signed-in pages: what runs before the first paint"); it is fetched at the
 * person's first input instead, well ahead of the answer that could be flagged (which waits for a
 * location fix first).
 */
export default function DashboardRoute() {
  usePreloadOnFirstInput(loadNotice);
  return (
    <DashboardPage
      locationFlag={(check, onDismiss) => (
        <Suspense fallback={null}>
          <LocationFlagNotice check={check} onDismiss={onDismiss} />
        </Suspense>
      )}
    />
  );
}
