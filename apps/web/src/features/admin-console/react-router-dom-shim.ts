/**
 * What react-admin imports from `react-router-dom`, without the data-router factories.
 *
 * Bundlers tree-shake per module, not per chunk: react-admin's router adapter imports
 * `createHashRouter` and `RouterProvider` (used only when react-admin runs outside a router), which
 * would pull React Router's whole data-router implementation into the shared `react` chunk that the
 * sign-in page loads (+17 KB gzip). The console always runs inside the app's <BrowserRouter>, so
 * those paths are never taken; vite.config.ts points `react-router-dom` (imported by nothing but
 * react-admin) here. Everything else is React Router itself, so the contexts are the app's.
 */
export * from 'react-router';

function unsupported(name: string): never {
  throw new Error(`${name} is not available in the admin console: it runs inside the app's router.`);
}

export const createHashRouter = (): never => unsupported('createHashRouter');
export const createMemoryRouter = (): never => unsupported('createMemoryRouter');
export const createBrowserRouter = (): never => unsupported('createBrowserRouter');
export function RouterProvider(): never {
  return unsupported('RouterProvider');
}
