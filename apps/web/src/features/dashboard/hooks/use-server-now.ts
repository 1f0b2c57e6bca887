import { useEffect, useRef, useState } from 'react';

/** The server's current instant in milliseconds, refreshed every second while `running`. */
export function useServerNow(clockOffsetMs: number, running: boolean): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  // the first render read the clock already: the effect's first run sets it only to start ticking
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current || running) setBrowserNow(Date.now());
    mounted.current = true;
    if (!running) return;
    const timer = window.setInterval(() => setBrowserNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return browserNow + clockOffsetMs;
}
