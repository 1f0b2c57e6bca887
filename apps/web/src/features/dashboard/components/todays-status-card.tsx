import { formatHoursMinutes } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatServerDate, formatServerTime } from '../../../lib/i18n/intl';
import '../../../lib/offline/i18n';
import { checkOutOnDay, clockOnDay } from '../../../lib/shift-span/shift-span';
import type { ShownToday } from '../api/workday';
import { workedSecondsOfDay, workedSecondsToday } from '../lib/elapsed';

interface TodaysStatusCardProps {
  /** Today with the actions waiting on the device (lib/offline/project-today.ts). */
  today: ShownToday | undefined;
  /** The server's current instant in milliseconds. */
  nowMs: number;
  /** Today's date for display, in the reader's language (formatCalendarDate). */
  dateText: string;
  /** The organisation's zone, for the shifts' times. */
  timeZone: string;
}

/**
 * Today's Status: date, check-in, check-out and hours today (docs/product-rules.md §2 Dashboard).
 * Hours today add every shift of the day; with split shifts (docs/decisions/0027-split-shifts.md)
 * the day's shifts are listed under it, each with its times and hours.
 */
export const TodaysStatusCard = memo(function TodaysStatusCard({
  today,
  nowMs,
  dateText,
  timeZone,
}: TodaysStatusCardProps) {
  const { t } = useTranslation();
  const empty = t('workday.emptyTime');
  const minutes = today ? Math.floor(workedSecondsOfDay(today, nowMs) / 60) : 0;
  // with the shifts begun, paused or checked out on the device, each marked waiting to sync
  const listed = today?.shifts ?? [];
  // a check-out after midnight of the shift's check-in reads "08:00 AM (+1 day)"
  const at = (iso: string | null, since: string | null = null) =>
    iso ? clockOnDay(t, iso, since, timeZone) : t('workday.shiftOpen');
  return (
    <SectionCard
      headingId="todays-status-heading"
      title={t('workday.todaysStatus')}
      sx={{ height: '100%' }}
      headingGap={1.5}
    >
      <DetailList
        sx={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        details={[
          {
            label: t('workday.date'),
            value: today?.date ? formatServerDate(today.date) : dateText,
            testId: 'today-date',
          },
          { label: t('workday.hoursToday'), value: formatHoursMinutes(minutes), testId: 'today-hours' },
          {
            label: t('workday.checkInTime'),
            value: today?.check_in ? formatServerTime(today.check_in) : empty,
            testId: 'today-check-in',
          },
          {
            label: t('workday.checkOutTime'),
            value: (today && checkOutOnDay(t, today, timeZone)) || empty,
            testId: 'today-check-out',
          },
        ]}
      />
      {listed.length > 1 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography id="todays-shifts-heading" component="h3" variant="body2" sx={{ fontWeight: 700 }}>
            {t('workday.shiftsToday')}
          </Typography>
          <Box
            component="ul"
            aria-labelledby="todays-shifts-heading"
            data-testid="today-shifts"
            sx={{ m: 0, mt: 0.5, pl: 2.5 }}
          >
            {listed.map((shift) => (
              <Typography component="li" variant="body2" key={shift.id} data-testid="today-shift">
                {t('workday.shiftTimes', {
                  checkIn: at(shift.check_in_at),
                  checkOut: at(shift.check_out_at, shift.check_in_at),
                })}
                {' · '}
                {t('workday.shiftHours', {
                  hours: formatHoursMinutes(Math.floor(workedSecondsToday(shift, nowMs) / 60)),
                })}
                {shift.waiting && ` · ${t('offline.waitingToSync')}`}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
});
