import { liveClockDate, liveClockTime } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The current instant, renewed on each whole second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: number;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = window.setTimeout(tick, 1000 - (current.getTime() % 1000));
    };
    timer = window.setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}

function zoneName(timeZone: string, language: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The login page's clock in the organisation's zone, ticking every second (docs/product-rules.md §2, §9). */
export function LiveClock({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const language = i18n.language.startsWith('es') ? 'es' : 'en';
  return (
    <Box data-testid="live-clock" role="timer" aria-label={t('login.clockLabel')} sx={{ textAlign: 'center' }}>
      <Typography
        component="time"
        dateTime={now.toISOString()}
        sx={{ display: 'block', fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {liveClockTime(now, timeZone, language)}
      </Typography>
      <Typography color="text.secondary">{liveClockDate(now, timeZone, language)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {zoneName(timeZone, i18n.language, now)}
      </Typography>
    </Box>
  );
}
