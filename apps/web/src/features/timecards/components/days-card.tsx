import { daysLaterIn, hoursFromSeconds, localDateOf, type TimecardDetail, workDayStatus } from '@daybook/domain';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pendingRequestFor, useMyCorrections } from '../../../api/my-corrections';
import { useProfile } from '../../../api/profile';
import { OfflineChip } from '../../../components/offline-chip';
import { SectionCard } from '../../../components/section-card';
import { formatCalendarDate, formatClockTime, formatWeekday } from '../../../lib/i18n/intl';
import { timeContext } from '../../../lib/i18n/time-context';
import { formatCents } from '../../../lib/money';
import { withLaterDay } from '../../../lib/shift-span/shift-span';

type Day = TimecardDetail['days'][number];
type Shift = Day['shifts'][number];

/** The weekday of a calendar date in the chosen language (noon UTC keeps it on its own day in any zone). */
function weekdayOf(date: string): string {
  return formatWeekday(date);
}

/**
 * What a day or a shift offers its employee: the link to request a correction, or, while a request
 * for it is pending, that one was requested (linking to their requests), since the server takes
 * one at a time and the form would only say so (docs/payroll-rules.md, "Correction requests").
 * `pending` undefined: the requests are not known yet, so neither is offered.
 */
function CorrectionAction({
  to,
  pending,
  label,
  pendingLabel,
  testId,
}: {
  to: string;
  pending: boolean | undefined;
  label?: string | undefined;
  pendingLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (pending === undefined) return null;
  return pending ? (
    <Button
      component={RouterLink}
      to="/corrections"
      size="small"
      startIcon={<HourglassTop />}
      aria-label={pendingLabel}
      data-testid="correction-requested"
      sx={{ mt: 0.5, color: 'text.secondary' }}
    >
      {t('timecards.correctionRequested')}
    </Button>
  ) : (
    <Button component={RouterLink} to={to} size="small" aria-label={label} data-testid={testId} sx={{ mt: 0.5 }}>
      {t('timecards.requestCorrection')}
    </Button>
  );
}

/**
 * One shift with its pauses (breaks) under it. `correction`: a day of several shifts links each
 * shift to its own correction request (split shifts, docs/decisions/0027-split-shifts.md).
 */
function ShiftItem({
  shift,
  date,
  timeZone,
  correction,
}: {
  shift: Shift;
  date: string;
  timeZone: string;
  /** Whether this shift's request is pending (undefined: not known yet); null: no correction offered. */
  correction: { pending: boolean | undefined } | null;
}) {
  const { t } = useTranslation();
  // A shift never checked out is Missing once its day is past and 16 hours have gone by
  // (docs/product-rules.md "Day status"): it counts no time until a correction, so it does not say
  // "still open" beside its pauses and zero hours (docs/payroll-rules.md "Alerts").
  const now = new Date();
  const missing =
    workDayStatus(
      { work_date: date, check_in_at: shift.check_in_at, check_out_at: shift.check_out_at },
      now,
      localDateOf(now, timeZone),
    ) === 'Missing';
  // a time on a later day than the check-in (a shift across midnight) reads "08:00 AM (+1 day)",
  // in Spanish "08:00 a.m. (+1 día)" (lib/i18n/intl formatClockTime)
  const at = (iso: string, since: string | null = shift.check_in_at) =>
    withLaterDay(t, formatClockTime(iso, timeZone), daysLaterIn(since, iso, timeZone));
  const checkIn = at(shift.check_in_at, null);
  // a pause not ended (not "Paused 05:41 AM to Still open"): "Paused since 05:41 AM" while its
  // shift runs, "never resumed" on a missing one; at a check-out it ends there
  // (docs/payroll-rules.md, the check-out closes it)
  const pauseSpan = (start: string, end: string | null) => {
    const until = end ?? shift.check_out_at;
    if (until) return t('timecards.pauseTimes', { start: at(start), end: at(until) });
    const time = at(start);
    return t(missing ? 'timecards.pauseNotResumed' : 'timecards.pauseSince', {
      start: time,
      context: timeContext(time),
    });
  };
  const times = shift.check_out_at
    ? t('timecards.shiftTimes', { checkIn, checkOut: at(shift.check_out_at) })
    : t(missing ? 'timecards.shiftNoCheckOut' : 'timecards.shiftStillOpen', { checkIn, context: timeContext(checkIn) });
  return (
    <Box component="li" data-testid="timecard-shift" data-missing={missing || undefined} sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {times}
        {shift.recorded_offline && <OfflineChip />}
      </Typography>
      <Typography variant="body2" color={missing ? 'error' : 'text.secondary'}>
        {missing
          ? t('timecards.missingTotals')
          : t('timecards.shiftTotals', {
              worked: hoursFromSeconds(shift.worked_seconds),
              paused: hoursFromSeconds(shift.paused_seconds),
            })}
      </Typography>
      {shift.pauses.length > 0 && (
        <Box
          component="ul"
          aria-label={t('timecards.pauses')}
          sx={{ m: 0, mt: 0.25, pl: 2, color: 'text.secondary', fontSize: '0.875rem' }}
        >
          {shift.pauses.map((pause) => {
            const span = pauseSpan(pause.start_at, pause.end_at);
            const text = pause.reason ? t('timecards.pauseReason', { times: span, reason: pause.reason }) : span;
            // kept on record, but a correction moved the shift away from it: it counts nothing
            return (
              <li key={pause.start_at} data-testid="timecard-pause" data-outside={pause.outside_shift || undefined}>
                {pause.outside_shift ? t('timecards.pauseOutside', { pause: text }) : text}
              </li>
            );
          })}
        </Box>
      )}
      {correction && (
        <CorrectionAction
          to={`/corrections/new?date=${date}&work_day_id=${shift.id}`}
          pending={correction.pending}
          label={t('timecards.requestShiftCorrection', { times })}
          pendingLabel={t('timecards.shiftCorrectionRequested', { times })}
          testId="request-shift-correction"
        />
      )}
    </Box>
  );
}

/** The period's days, each with its shifts and the pauses under each shift, and the day's figures. */
export function DaysCard({ card, timeZone }: { card: TimecardDetail; timeZone: string }) {
  const { t } = useTranslation();
  // the employee asks for a fix of their own days while the timecard is not approved
  const mayRequest = useProfile().data?.id === card.user.id && card.status !== 'approved';
  // their requests, as the request form reads them: a day or shift with one pending says so instead
  // (should they fail to load, or wait for a network the device does not have, the link stays and
  // the form says whether one is pending)
  const requests = useMyCorrections(mayRequest);
  const loading = requests.isPending && requests.fetchStatus !== 'paused';
  // a day of one shift is that shift's request (the server names it), a day without one names none
  const pendingOn = (date: string, workDayId: number | null) =>
    loading ? undefined : pendingRequestFor(requests.data, date, workDayId) !== undefined;
  return (
    <SectionCard
      headingId="timecard-days-heading"
      title={t('timecards.days')}
      data-testid="timecard-days"
      headingGap={1}
    >
      {card.days.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('timecards.noDays')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('timecards.daysLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {card.days.map((day) => (
            <Box
              component="li"
              key={day.date}
              data-testid="timecard-day"
              data-date={day.date}
              sx={{
                display: 'grid',
                gap: { xs: 0.5, md: 2 },
                gridTemplateColumns: { xs: '1fr', md: '11rem minmax(0, 1fr) 16rem' },
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                {formatCalendarDate(day.date)} · {weekdayOf(day.date)}
              </Typography>
              <Box component="ul" aria-label={t('timecards.shifts')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {day.shifts.map((shift) => (
                  <ShiftItem
                    key={shift.id}
                    shift={shift}
                    date={day.date}
                    timeZone={timeZone}
                    correction={mayRequest && day.shifts.length > 1 ? { pending: pendingOn(day.date, shift.id) } : null}
                  />
                ))}
              </Box>
              <Box sx={{ textAlign: { md: 'right' } }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="timecard-day-worked">
                  {t('timecards.dayWorked', { worked: hoursFromSeconds(day.worked_seconds) })}
                </Typography>
                <Typography variant="body2">
                  {t('timecards.dayRegularOvertime', {
                    regular: hoursFromSeconds(day.regular_seconds),
                    overtime: hoursFromSeconds(day.overtime_seconds),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('timecards.rate', { rate: formatCents(day.rate_cents) })}
                </Typography>
                {mayRequest && day.shifts.length <= 1 && (
                  <CorrectionAction
                    to={`/corrections/new?date=${day.date}`}
                    pending={pendingOn(day.date, day.shifts[0]?.id ?? null)}
                    pendingLabel={t('timecards.dayCorrectionRequested')}
                    testId="request-correction"
                  />
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
