import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
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
}

/**
 * Shown only while checked in and not checked out (docs/product-rules.md §2): check-in time, the
 * time elapsed today counting every second, the Timer Paused badge and, while paused, since when
 * and why. Pause Timer and Resume Timer are in Quick Actions under Check Out
 * (quick-actions-card.tsx), where a phone shows them on its first screen.
 */
export function CurrentlyWorkingCard({ today, nowMs, pausedAtText }: CurrentlyWorkingCardProps) {
  const { t } = useTranslation();
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
        <DetailList
          sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          details={[
            {
              label: t('workday.checkInTime'),
              value: today.check_in ? formatServerTime(today.check_in) : t('workday.emptyTime'),
              testId: 'working-check-in',
            },
            {
              label: t('workday.timeElapsed'),
              value: (
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.35rem', fontWeight: 700 }}>
                  {elapsed}
                </Box>
              ),
              testId: 'working-elapsed',
            },
          ]}
        />
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
