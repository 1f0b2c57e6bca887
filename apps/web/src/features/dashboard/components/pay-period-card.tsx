import {
  DEFAULT_TARGET_HOURS,
  formatHoursMinutes,
  type PayPeriodSummary,
  progressPercentOfSeconds,
} from '@daybook/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatServerDate } from '../../../lib/i18n/intl';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Current Pay Period: hours worked, rate per hour in USD and progress toward the target (docs/product-rules.md §2). */
export const PayPeriodCard = memo(function PayPeriodCard({
  summary,
  extraSeconds = 0,
}: {
  summary: PayPeriodSummary | undefined;
  /**
   * What the server's figure does not hold yet: the running shift so far (lib/elapsed.ts), and
   * the shifts checked out or begun on the device, waiting to sync (lib/period-days.ts).
   */
  extraSeconds?: number;
}) {
  const { t } = useTranslation();
  const emptyDate = t('common.emptyDate');
  const target = summary?.target_hours ?? DEFAULT_TARGET_HOURS;
  const workedSeconds = (summary?.worked_seconds ?? 0) + extraSeconds;
  // The server caps the figure at 100; a whole number either way (docs/product-rules.md §9). While a
  // shift runs or an action waits, the same rule (packages/domain) counts it in.
  const percent = Math.min(
    100,
    Math.max(
      0,
      extraSeconds > 0
        ? progressPercentOfSeconds(workedSeconds, target * 60)
        : Math.round(summary?.progress_percent ?? 0),
    ),
  );
  return (
    <SectionCard headingId="pay-period-heading" title={t('workday.currentPayPeriod')} sx={{ height: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="pay-period-dates">
        {t('workday.periodDates', {
          start: summary?.start_date ? formatServerDate(summary.start_date) : emptyDate,
          end: summary?.end_date ? formatServerDate(summary.end_date) : emptyDate,
        })}
      </Typography>
      <DetailList
        sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        details={[
          {
            label: t('workday.hoursWorked'),
            // the period's exact seconds, floored to minutes once (ADR 0019)
            value: formatHoursMinutes(Math.floor(workedSeconds / 60)),
            testId: 'period-hours',
          },
          {
            label: t('workday.ratePerHour'),
            value: usd.format(summary?.rate_per_hour ?? 0),
            testId: 'period-rate',
          },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('workday.progress', { target })}
          aria-valuetext={t('workday.progressText', { percent, target })}
          sx={{ height: 10, borderRadius: 5 }}
          data-testid="period-progress"
        />
        <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600 }} data-testid="period-progress-text">
          {t('workday.progressText', { percent, target })}
        </Typography>
      </Box>
    </SectionCard>
  );
});
