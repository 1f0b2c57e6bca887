import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { formatServerTime } from '../../../lib/i18n/intl';
import { timeContext } from '../../../lib/i18n/time-context';
import type { ShownToday } from '../api/workday';
import { formatTimer, workedSecondsToday } from '../lib/elapsed';

interface CurrentlyWorkingCardProps {
  today: ShownToday;
  nowMs: number;
  pausedAtText: string | null;
  disabled: boolean;
  /**
   * Raised (a new number) when the pause or resume dialog closes: the button then takes the focus
   * as soon as it can. The card is drawn after the page's urgent updates (dashboard-page's
   * Deferred), so when the dialog closes after an action, the button is still disabled and the
   * dialog's own return of the focus misses it, leaving the focus on the page's body.
   */
  focusRequest: number;
  onPause: () => void;
  onResume: () => void;
}

/**
 * Shown only while checked in and not checked out (docs/product-rules.md §2): check-in time, the time elapsed
 * today counting every second, Pause Timer or Resume Timer, and the Timer Paused badge.
 */
export function CurrentlyWorkingCard({
  today,
  nowMs,
  pausedAtText,
  disabled,
  focusRequest,
  onPause,
  onResume,
}: CurrentlyWorkingCardProps) {
  const { t } = useTranslation();
  const action = useRef<HTMLButtonElement>(null);
  // a request made before this card was shown (another day, a card since removed) is not for it
  const focused = useRef(focusRequest);
  useEffect(() => {
    if (focusRequest === focused.current || disabled) return;
    focused.current = focusRequest;
    action.current?.focus();
  }, [focusRequest, disabled]);
  const elapsed = formatTimer(workedSecondsToday(today, nowMs));
  return (
    <Card
      component="section"
      aria-labelledby="currently-working-heading"
      data-testid="currently-working"
      sx={{ borderColor: today.paused ? 'warning.main' : 'success.main', borderWidth: 2 }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="currently-working-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
            {t('workday.currentlyWorking')}
          </Typography>
          {today.paused && (
            <Chip
              label={t('workday.timerPaused')}
              size="small"
              data-testid="timer-paused-badge"
              sx={{ fontWeight: 700, bgcolor: '#fff8e1', color: '#6d4300', border: '1px solid #ffca28' }}
            />
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            gap: 2,
          }}
        >
          <DetailList
            sx={{ flex: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
            details={[
              {
                label: t('workday.checkInTime'),
                value: today.check_in ? formatServerTime(today.check_in) : t('workday.emptyTime'),
                testId: 'working-check-in',
              },
              {
                label: t('workday.timeElapsed'),
                value: (
                  <Box
                    component="span"
                    sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.35rem', fontWeight: 700 }}
                  >
                    {elapsed}
                  </Box>
                ),
                testId: 'working-elapsed',
              },
            ]}
          />
          {today.paused ? (
            <Button
              ref={action}
              variant="contained"
              color="success"
              startIcon={<PlayCircle />}
              onClick={onResume}
              disabled={disabled}
            >
              {t('workday.resumeTimer')}
            </Button>
          ) : (
            <Button
              ref={action}
              variant="contained"
              color="warning"
              startIcon={<PauseCircle />}
              onClick={onPause}
              disabled={disabled}
            >
              {t('workday.pauseTimer')}
            </Button>
          )}
        </Box>
        {today.paused && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1.5, overflowWrap: 'anywhere' }}
            data-testid="pause-details"
          >
            {pausedAtText ? t('workday.pausedSince', { time: pausedAtText, context: timeContext(pausedAtText) }) : null}
            {pausedAtText && today.pause_reason ? ' · ' : null}
            {today.pause_reason ? t('workday.pausedFor', { reason: today.pause_reason }) : null}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
