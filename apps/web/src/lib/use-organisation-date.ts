import { TZDate } from '@date-fns/tz';
import { localDateOf } from '@daybook/domain';
import { addDays, startOfDay } from 'date-fns';
import { useEffect, useState } from 'react';

/**
 * The first instant of the day after `now`'s in `timeZone` (date-fns on @date-fns/tz, so a day of
 * 23 or 25 hours ends where the zone's does).
 */
export function nextMidnight(now: Date, timeZone: string): Date {
  return new Date(startOfDay(addDays(new TZDate(now.getTime(), timeZone), 1)).getTime());
}

/**
 * The organisation's date (YYYY-MM-DD) on the server's clock (`clockOffsetMs`, the server's clock
 * less the browser's), moving on at the zone's midnight while the page stays open: a timer to the
 * next midnight, set again after each, and a look at the clock when the page is shown again (a
 * phone asleep over midnight runs no timer). It asks the server nothing: the device's clock, with
 * the last offset known, in the zone the app holds, so it moves on offline too (docs/offline.md).
 */
export function useOrganisationDate(timeZone: string, clockOffsetMs = 0): string {
  const serverNow = () => new Date(Date.now() + clockOffsetMs);
  const [date, setDate] = useState(() => localDateOf(serverNow(), timeZone));
  useEffect(() => {
    const now = () => new Date(Date.now() + clockOffsetMs);
    let timer = 0;
    const follow = () => {
      window.clearTimeout(timer);
      const at = now();
      setDate(localDateOf(at, timeZone));
      timer = window.setTimeout(follow, nextMidnight(at, timeZone).getTime() - at.getTime());
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') follow();
    };
    follow();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [timeZone, clockOffsetMs]);
  return date;
}
