import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { nextPeriodStart, periodOf, previousPeriodStart } from '../lib/periods';

interface PeriodPickerProps {
  periodStart: string;
  /** The current period's first day: nothing later can be chosen. */
  currentStart: string;
  onChange: (periodStart: string) => void;
}

/** The pay period shown, with buttons to the previous and next periods (never past the current one). */
export function PeriodPicker({ periodStart, currentStart, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();
  const period = periodOf(periodStart);
  const next = nextPeriodStart(periodStart);
  return (
    <Box
      role="group"
      aria-label={t('timecards.period')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Button
        variant="outlined"
        size="small"
        startIcon={<ChevronLeft />}
        onClick={() => onChange(previousPeriodStart(periodStart))}
      >
        {t('timecards.previousPeriod')}
      </Button>
      <Box sx={{ textAlign: 'center', flex: { xs: '1 1 100%', sm: '0 1 auto' }, order: { xs: -1, sm: 0 }, px: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('timecards.period')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} data-testid="timecard-period" aria-live="polite">
          {t('timecards.periodDates', {
            start: formatCalendarDate(period.start_date),
            end: formatCalendarDate(period.end_date),
          })}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ChevronRight />}
        disabled={next > currentStart}
        onClick={() => onChange(next)}
      >
        {t('timecards.nextPeriod')}
      </Button>
      {periodStart !== currentStart && (
        <Button size="small" onClick={() => onChange(currentStart)}>
          {t('timecards.currentPeriod')}
        </Button>
      )}
    </Box>
  );
}
