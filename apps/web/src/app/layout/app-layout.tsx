import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../../components/offline-notice';
import { useSignedIn } from '../../lib/auth-tokens';
import { SyncStatusHost } from '../../lib/offline/sync-status-host';
import { lazyWithQuery } from '../lazy-with-query';
import { PageErrorBoundary } from '../page-error-boundary';
import { NAVBAR_HEIGHT, Navbar } from './navbar';
import { RouteLoading } from './route-loading';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

// Below the fold on every page: fetched after the first paint rather than with it (docs/performance.md).
const Footer = lazyWithQuery(() => import('./footer').then((module) => ({ default: module.Footer })));
// The offline queue's waiting, refused and sent actions, above every signed-in page (docs/offline.md).
// Should its script not arrive (offline, not yet kept by the service worker), it is left out
// rather than the page failing (the queue is still sent, and the pages mark what waits).
const SyncStatusPanel = lazyWithQuery(() =>
  import('../../components/sync-status').then(
    (module) => ({ default: module.SyncStatusPanel }),
    () => ({ default: () => null }),
  ),
);

/**
 * Every page: skip link, navbar, the page itself and the footer; above a signed-in page, the
 * offline queue's sync status (kept through the navigation, so a report of actions sent while
 * the worker was on any page is seen there, and later on the others until dismissed).
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <SkipLink />
      <Navbar />
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        maxWidth="lg"
        sx={{
          flex: 1,
          // The page fills at least the first screen, so the footer (fetched apart, often before the
          // page's data) starts at the fold and is never pushed down in view when the content
          // arrives: that shift was Lighthouse's largest cost on the signed-in pages (docs/performance.md).
          minHeight: { xs: `calc(100vh - ${NAVBAR_HEIGHT.xs}px)`, sm: `calc(100vh - ${NAVBAR_HEIGHT.sm}px)` },
          py: { xs: 2.5, sm: 4 },
          outline: 'none',
        }}
      >
        <OfflineNotice />
        {signedIn && (
          <Suspense fallback={null}>
            <SyncStatusPanel />
          </Suspense>
        )}
        <SyncStatusHost.Provider value={true}>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<RouteLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </SyncStatusHost.Provider>
      </Container>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
