import { useEffect, useState } from 'react';

/** The server's current instant in milliseconds, refreshed every second while `running`. */
export function useServerNow(clockOffsetMs: number, running: boolean): number {
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  useEffect(() => {
    setBrowserNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setBrowserNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return browserNow + clockOffsetMs;
}
