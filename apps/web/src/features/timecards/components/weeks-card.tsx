import { hoursFromSeconds, type TimecardDetail } from '@daybook/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { SectionCard } from '../../../components/section-card';
import { formatCalendarDate } from '../../../lib/i18n/intl';

/** Every workweek overlapping the period, with the whole week's worked and overtime hours (the shared table). */
export function WeeksCard({ card }: { card: TimecardDetail }) {
  const { t } = useTranslation();
  const hours = (seconds: number) => t('timecards.hoursValue', { hours: hoursFromSeconds(seconds) });
  return (
    <SectionCard headingId="timecard-weeks-heading" title={t('timecards.weeks')} sx={{ height: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('timecards.weeksNote', { threshold: card.settings.overtime_threshold_hours })}
      </Typography>
      <DataTable
        rows={card.weeks}
        columns={[
          {
            id: 'week',
            header: t('timecards.weekColumn'),
            text: (week) => formatCalendarDate(week.week_start),
            sortValue: (week) => week.week_start,
            nowrap: true,
            // a phone's card is headed "Week of …"
            phone: false,
          },
          {
            id: 'worked',
            header: t('timecards.worked'),
            text: (week) => hours(week.worked_seconds),
            sortValue: (week) => week.worked_seconds,
            align: 'right',
            nowrap: true,
          },
          {
            id: 'overtime',
            header: t('timecards.overtime'),
            text: (week) => hours(week.overtime_seconds),
            sortValue: (week) => week.overtime_seconds,
            align: 'right',
            nowrap: true,
          },
        ]}
        rowKey={(week) => week.week_start}
        label={t('timecards.weeksLabel')}
        emptyText={t('timecards.noWeeks')}
        rowTestId="timecard-week"
        phoneTitle={(week) => t('timecards.weekOf', { date: formatCalendarDate(week.week_start) })}
      />
    </SectionCard>
  );
}
