import { useCallback, useRef, useState } from 'react';

/**
 * One request of a kind at a time, from the click on: `running` turns true at once (a mutation's
 * own pending state comes a render later, after a double tap's second tap), and `run` called while
 * one is on its way answers that one's promise instead of starting another. The corrections inbox's
 * decisions and the timecard's Reopen dialog send through it.
 */
export function useOneAtATime() {
  const [running, setRunning] = useState(false);
  const current = useRef<Promise<unknown> | null>(null);
  const run = useCallback(<T>(start: () => Promise<T>): Promise<T> => {
    if (current.current) return current.current as Promise<T>;
    setRunning(true);
    const sent = start().finally(() => {
      current.current = null;
      setRunning(false);
    });
    current.current = sent;
    return sent;
  }, []);
  const isRunning = useCallback(() => current.current !== null, []);
  return { running, run, isRunning };
}
