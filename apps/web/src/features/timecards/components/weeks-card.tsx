import { displayDate, hoursFromSeconds, type TimecardDetail } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';

/** Every workweek overlapping the period, with the whole week's worked and overtime hours. */
export function WeeksCard({ card }: { card: TimecardDetail }) {
  const { t } = useTranslation();
  const hours = (seconds: number) => t('timecards.hoursValue', { hours: hoursFromSeconds(seconds) });
  return (
    <SectionCard headingId="timecard-weeks-heading" title={t('timecards.weeks')} sx={{ height: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('timecards.weeksNote', { threshold: card.settings.overtime_threshold_hours })}
      </Typography>
      <Box component="ul" aria-label={t('timecards.weeksLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {card.weeks.map((week) => (
          <Box
            component="li"
            key={week.week_start}
            data-testid="timecard-week"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t('timecards.weekOf', { date: displayDate(week.week_start) })}
            </Typography>
            <Typography variant="body2">
              {t('timecards.worked')} <strong>{hours(week.worked_seconds)}</strong> · {t('timecards.overtime')}{' '}
              <strong>{hours(week.overtime_seconds)}</strong>
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
