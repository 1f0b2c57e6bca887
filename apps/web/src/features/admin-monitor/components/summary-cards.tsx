import { type AdminTimeRecords, formatHoursMinutes } from '@daybook/domain';
import AccessTime from '@mui/icons-material/AccessTime';
import Groups from '@mui/icons-material/Groups';
import WatchLater from '@mui/icons-material/WatchLater';
import Work from '@mui/icons-material/Work';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import type { DateRange } from '../lib/date-ranges';

function SummaryCard({
  label,
  value,
  icon,
  testId,
  note,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  testId: string;
  /** A line under the figure saying what it covers. */
  note?: string | undefined;
}) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            bgcolor: 'rgba(11, 92, 122, 0.1)',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid={testId}>
            {value}
          </Typography>
          {note && (
            <Typography variant="caption" color="text.secondary" data-testid={`${testId}-note`}>
              {note}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The four summary figures of the admin page (docs/product-rules.md §2), as the server computed them over the whole
 * selection. Avg Hours This Period is the current pay period's, whatever the date range (the rule
 * is in the report's schema, packages/domain/src/schemas/workday.ts), so the card names the period.
 * Late Arrivals Today is today's, whatever the range, too (docs/decisions/0008-work-day-rules.md):
 * shown beside another range (a custom one, a past week), the card says it counts today only.
 */
export function SummaryCards({
  summary,
  payPeriod,
  range,
  today,
}: {
  summary: AdminTimeRecords['summary'] | undefined;
  payPeriod: AdminTimeRecords['pay_period'] | undefined;
  /** The range the rows shown cover. */
  range: DateRange;
  /** Today in the organisation's zone, the day the late arrivals are counted on. */
  today: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('adminMonitor.summaryLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <SummaryCard
        label={t('adminMonitor.totalEmployees')}
        value={String(summary?.totalEmployees ?? 0)}
        icon={<Groups />}
        testId="summary-total-employees"
      />
      <SummaryCard
        label={t('adminMonitor.currentlyWorking')}
        value={String(summary?.currentlyWorking ?? 0)}
        icon={<Work />}
        testId="summary-currently-working"
      />
      <SummaryCard
        label={t('adminMonitor.lateArrivals')}
        value={String(summary?.lateArrivals ?? 0)}
        icon={<WatchLater />}
        testId="summary-late-arrivals"
        note={
          range.start === today && range.end === today
            ? undefined
            : t('adminMonitor.lateArrivalsDay', { date: formatCalendarDate(today) })
        }
      />
      <SummaryCard
        label={t('adminMonitor.avgHours')}
        value={formatHoursMinutes((summary?.avgHours ?? 0) * 60)}
        icon={<AccessTime />}
        testId="summary-avg-hours"
        note={
          payPeriod
            ? t('adminMonitor.avgHoursPeriod', {
                start: formatCalendarDate(payPeriod.start_date),
                end: formatCalendarDate(payPeriod.end_date),
              })
            : undefined
        }
      />
    </Box>
  );
}
