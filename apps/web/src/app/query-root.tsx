import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from '../lib/query-client';

/**
 * Gives a lazily loaded part of the app (the signed-in pages, sign-up, the kiosk, the console, the
 * signed-in navigation, the footer) the app's one query client. It is loaded with those parts, so
 * the sign-in page's first load carries no TanStack Query (docs/performance.md).
 */
export function QueryRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={browser ? appQueryClient() : buildTimeQueryClient()}>{children}</QueryClientProvider>
  );
}

const browser = typeof window !== 'undefined';
let buildTime: QueryClient | undefined;

/**
 * The build renders the first screens in Node (app/prerender.tsx), where no call is made and no
 * session is watched: a client that answers "not loaded yet", or the sample answers the build
 * puts in it for the render whose styles it keeps (app/prerender-answers.ts).
 */
export function buildTimeQueryClient(): QueryClient {
  buildTime ??= new QueryClient();
  return buildTime;
}
