import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '../../components/offline-notice';
import { lazyWithQuery } from '../lazy-with-query';
import { PageErrorBoundary } from '../page-error-boundary';
import { NAVBAR_HEIGHT, Navbar } from './navbar';
import { RouteLoading } from './route-loading';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

// Below the fold on every page: fetched after the first paint rather than with it (docs/performance.md).
const Footer = lazyWithQuery(() => import('./footer').then((module) => ({ default: module.Footer })));

/** Every page: skip link, navbar, the page itself and the footer. */
export function AppLayout() {
  const { pathname } = useLocation();
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
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Container>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
