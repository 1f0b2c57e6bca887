import { Navigate, Route, Routes, useLocation } from 'react-router';
import LoginPage from '../features/auth/pages/login-page';
import { readDeviceToken } from '../features/kiosk/lib/device-token';
import { AdminConsoleRoute } from './admin-console-route';
import { AppLayout } from './layout/app-layout';
import { lazyWithQuery } from './lazy-with-query';

// The sign-in page ships with the first load; every other page is fetched when first visited.
// The signed-in pages and not-found: add new pages in site-routes.tsx.
// Each comes with the query client's provider (lazy-with-query.tsx): the sign-in page needs neither.
const SiteRoutes = lazyWithQuery(() => import('./site-routes'));
const SignupPage = lazyWithQuery(() => import('../features/auth/pages/signup-page'));
const PrivacyPage = lazyWithQuery(() => import('../features/legal/pages/privacy-page'));
const TermsPage = lazyWithQuery(() => import('../features/legal/pages/terms-page'));
const KioskPage = lazyWithQuery(() => import('../features/kiosk/pages/kiosk-page'));

/**
 * The routes of docs/product-rules.md §2. Declarative routes keep React Router's data-router code out of the first
 * load; the signed-in pages live in site-routes.tsx, a chunk of its own.
 */
export function AppRoutes() {
  // A kiosk device (its token is stored) shows only the kiosk: every other path leads back to it
  // until an administrator or manager signs in there to leave kiosk mode (ADR 0024).
  const { pathname } = useLocation();
  if (readDeviceToken() !== null && pathname !== '/kiosk') return <Navigate to="/kiosk" replace />;
  return (
    <Routes>
      <Route path="/kiosk" element={<KioskPage />} />
      <Route path="/admin/*" element={<AdminConsoleRoute />} />
      <Route element={<AppLayout />}>
        <Route path="/" element={<LoginPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/admin-Create-User/signup" element={<SignupPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="*" element={<SiteRoutes />} />
      </Route>
    </Routes>
  );
}
