import { formatHoursMinutes } from '@daybook/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import type { TodayWithClock } from '../api/workday';
import { workedSecondsToday } from '../lib/elapsed';

interface TodaysStatusCardProps {
  today: TodayWithClock | undefined;
  /** The server's current instant in milliseconds. */
  nowMs: number;
  /** Today's date for display, MM/DD/YYYY. */
  dateText: string;
}

/** Today's Status: date, check-in, check-out and hours today (docs/product-rules.md §2 Dashboard). */
export function TodaysStatusCard({ today, nowMs, dateText }: TodaysStatusCardProps) {
  const { t } = useTranslation();
  const empty = t('workday.emptyTime');
  const minutes = today ? Math.floor(workedSecondsToday(today, nowMs) / 60) : 0;
  return (
    <Card component="section" aria-labelledby="todays-status-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="todays-status-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {t('workday.todaysStatus')}
        </Typography>
        <DetailList
          sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          details={[
            { label: t('workday.date'), value: today?.date || dateText, testId: 'today-date' },
            { label: t('workday.hoursToday'), value: formatHoursMinutes(minutes), testId: 'today-hours' },
            { label: t('workday.checkInTime'), value: today?.check_in || empty, testId: 'today-check-in' },
            { label: t('workday.checkOutTime'), value: today?.check_out || empty, testId: 'today-check-out' },
          ]}
        />
      </CardContent>
    </Card>
  );
}
