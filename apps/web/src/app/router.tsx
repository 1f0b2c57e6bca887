import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AdminConsoleRoute } from '../features/admin-console/admin-console-route';
import LoginPage from '../features/auth/pages/login-page';
import { AppLayout } from './layout/app-layout';

// The sign-in page ships with the first load; every other page is fetched when first visited.
// The signed-in pages and not-found: add new pages in site-routes.tsx.
const SiteRoutes = lazy(() => import('./site-routes'));
const SignupPage = lazy(() => import('../features/auth/pages/signup-page'));
const PrivacyPage = lazy(() => import('../features/legal/pages/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/pages/terms-page'));

/**
 * The routes of docs/product-rules.md §2. Declarative routes keep React Router's data-router code out of the first
 * load; the signed-in pages live in site-routes.tsx, a chunk of its own.
 */
export function AppRoutes() {
  return (
    <Routes>
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
