import { formatHoursMinutesSeconds, hoursFromSeconds, type TimecardDetail } from '@daybook/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatCents } from '../../../lib/money';

/**
 * The period's worked, regular and overtime hours (two decimals from exact seconds) and gross pay,
 * with a line that says the pay comes from the exact time (docs/payroll-rules.md "Exact time"), so
 * that someone checking 77.37 h × $18.75 by hand knows why the cents differ.
 */
export function TotalsCard({ card }: { card: TimecardDetail }) {
  const { t } = useTranslation();
  const hours = (seconds: number) => t('timecards.hoursValue', { hours: hoursFromSeconds(seconds) });
  const details: Detail[] = [
    { label: t('timecards.worked'), value: hours(card.worked_seconds), testId: 'total-worked' },
    { label: t('timecards.regular'), value: hours(card.regular_seconds), testId: 'total-regular' },
    { label: t('timecards.overtime'), value: hours(card.overtime_seconds), testId: 'total-overtime' },
    { label: t('timecards.grossPay'), value: formatCents(card.gross_pay_cents), testId: 'total-gross' },
  ];
  if (card.adjustment_cents !== 0) {
    details.push({
      label: t('timecards.adjustment'),
      value: formatCents(card.adjustment_cents),
      testId: 'total-adjustment',
    });
  }
  return (
    <SectionCard
      headingId="timecard-totals-heading"
      title={t('timecards.totals')}
      sx={{ height: '100%' }}
      headingGap={1.5}
    >
      <DetailList sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }} details={details} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="total-exact">
        {t('timecards.exactNote', { exact: formatHoursMinutesSeconds(card.worked_seconds) })}
      </Typography>
      {card.adjustment_cents !== 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('timecards.adjustmentNote')}
        </Typography>
      )}
    </SectionCard>
  );
}
