import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a part of the app that reads server data: the part and the query client's
 * provider (app/query-root.tsx) are fetched together on its first visit, so the sign-in page's
 * first load carries neither (docs/performance.md).
 */
export function lazyWithQuery(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ default: Part }, { QueryRoot }] = await Promise.all([load(), import('./query-root')]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy part, as React.lazy makes its component once
    const WithQuery = () => (
      <QueryRoot>
        <Part />
      </QueryRoot>
    );
    return { default: WithQuery };
  });
}
