import { useEffect, useRef } from 'react';
import { useToast } from './toast-context';

/**
 * Shows an error toast once per failure of a query: `failedAt` is the query's
 * `errorUpdatedAt`, which changes only when a new failure arrives.
 */
export function useFailureToast(failed: boolean, failedAt: number, message: string): void {
  const toast = useToast();
  const shownFor = useRef(0);
  useEffect(() => {
    if (!failed || failedAt === shownFor.current) return;
    shownFor.current = failedAt;
    toast.error(message);
  }, [failed, failedAt, message, toast]);
}
