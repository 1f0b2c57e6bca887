import { formatHoursMinutes } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { useWorkweek } from '../api/workweek';
import { workweekSecondsAt } from '../lib/elapsed';

/**
 * This Workweek (issue 12 "Alerts"): the hours worked in the organisation's workweek, counted as
 * the payroll counts them, and how long until overtime starts (or how much overtime so far). While
 * a shift runs and is not paused, the figure moves with the server's clock (`nowMs`); actions
 * waiting on the device count as Today's Status counts them (`workweekSecondsAt`, lib/elapsed.ts).
 *
 * Shown as `Xh Ym` like every other hours figure of the dashboard (docs/product-rules.md §9): the
 * exact seconds floored to minutes once (ADR 0019), and the time until overtime rounded up to the
 * minute, so that it never reads 0h 0m before overtime starts and adds up with the hours above.
 */
export const WorkweekCard = memo(function WorkweekCard({
  nowMs,
  ticking,
  read,
  shown,
}: {
  nowMs: number;
  ticking: boolean;
  /** Today as the server answered it, and as the dashboard shows it with the actions waiting on the device. */
  read?: Parameters<typeof workweekSecondsAt>[1];
  shown?: Parameters<typeof workweekSecondsAt>[2];
}) {
  const { t } = useTranslation();
  const week = useWorkweek();
  if (week.isError) return <Alert severity="warning">{t('workweek.loadFailed')}</Alert>;
  const data = week.data;
  if (!data) return null;
  const worked = workweekSecondsAt(data, read, shown, nowMs, ticking);
  const until = Math.max(0, data.threshold_seconds - worked);
  const overtime = Math.max(0, worked - data.threshold_seconds);
  return (
    <SectionCard headingId="workweek-heading" title={t('workweek.title')} data-testid="workweek">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('workweek.dates', { start: formatCalendarDate(data.week_start), end: formatCalendarDate(data.week_end) })}
      </Typography>
      <DetailList
        sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        details={[
          { label: t('workweek.hours'), value: formatHoursMinutes(Math.floor(worked / 60)), testId: 'workweek-hours' },
          {
            label: t('workweek.threshold', { hours: data.threshold_seconds / 3600 }),
            value:
              overtime > 0
                ? t('workweek.overtimeStarted', { time: formatHoursMinutes(Math.floor(overtime / 60)) })
                : t('workweek.untilOvertime', { time: formatHoursMinutes(Math.ceil(until / 60)) }),
            testId: 'workweek-overtime',
          },
        ]}
      />
    </SectionCard>
  );
});
