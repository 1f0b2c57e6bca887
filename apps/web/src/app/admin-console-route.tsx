import { Suspense } from 'react';
import { PageLoading } from '../components/page-loading';
import { lazyWithQuery } from './lazy-with-query';

// Only this wrapper is in the first load; the gate and react-admin are fetched on the first visit.
const AdminConsolePage = lazyWithQuery(() => import('../features/admin-console/admin-console-page'));

/** The element of the /admin/* route, outside the app's layout and navbar. */
export function AdminConsoleRoute() {
  return (
    <Suspense fallback={<PageLoading />}>
      <AdminConsolePage />
    </Suspense>
  );
}
