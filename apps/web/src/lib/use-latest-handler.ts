import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler that keeps its identity and always runs the latest committed version of `handler`. For
 * content rendered through components/deferred.tsx: that content can be a render behind the page,
 * and a handler made in that older render would act on older values (an offline queue not yet
 * known, last minute's records).
 */
export function useLatestHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
