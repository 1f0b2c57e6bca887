import { formatHoursMinutes } from '@daybook/domain';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatCalendarDate, formatClockTime } from '../../../lib/i18n/intl';
import { timeContext } from '../../../lib/i18n/time-context';
import { usePayrollAlerts } from '../api/payroll-alerts';
import type { DayToCorrect } from './correct-day-dialog';

/** Whole minutes elapsed, "Xh Ym", as every other figure on the page shows time. */
const elapsed = (seconds: number) => formatHoursMinutes(Math.floor(seconds / 60));
/** Whole minutes still to go, rounded up so that it never reads "0h 0m" before overtime starts. */
const remaining = (seconds: number) => formatHoursMinutes(Math.ceil(seconds / 60));

type Alerts = NonNullable<ReturnType<typeof usePayrollAlerts>['data']>;

/**
 * Alerts for a manager or an admin (issue 12): the people at 36 hours or more in this workweek,
 * with how long until their overtime starts, and the check-outs forgotten (a shift open over
 * 12 hours, or Missing). The server decides both (docs/payroll-rules.md "Alerts"). A manager's
 * alerts include their own, though the table and Total Employees count their team only: with
 * `ownApart` (a manager) the reader's own alerts are listed apart, under "Your own time", so the
 * team's lists name the same people the summary counts. An admin is among everyone, so their own
 * name is only marked as theirs (`selfId`, the signed-in user). With `onCorrect`, each forgotten
 * check-out the reader may correct (`mayCorrect`, by the employee's id) has a Correct button.
 */
export function PayrollAlertsCard({
  timeZone,
  selfId,
  ownApart = false,
  mayCorrect,
  onCorrect,
}: {
  timeZone: string;
  selfId?: number | undefined;
  ownApart?: boolean;
  mayCorrect?: (employeeId: number) => boolean;
  onCorrect?: (day: DayToCorrect) => void;
}) {
  const { t } = useTranslation();
  const alerts = usePayrollAlerts();
  const nameOf = (person: { id: number; name: string }) =>
    person.id === selfId ? t('payrollAlerts.you', { name: person.name }) : person.name;
  if (alerts.isError) return <Alert severity="warning">{t('payrollAlerts.loadFailed')}</Alert>;
  const data = alerts.data;
  if (!data) return null;
  const apart = ownApart && selfId !== undefined;
  const isOwn = (person: { id: number }) => apart && person.id === selfId;
  const team = {
    week_hours: data.week_hours.filter((person) => !isOwn(person)),
    forgotten_checkouts: data.forgotten_checkouts.filter((day) => !isOwn(day)),
  };
  const own = {
    week_hours: data.week_hours.filter(isOwn),
    forgotten_checkouts: data.forgotten_checkouts.filter(isOwn),
  };
  const hasOwn = own.week_hours.length + own.forgotten_checkouts.length > 0;

  const weekRows = (rows: Alerts['week_hours'], testId: string, labelledBy: string) => (
    <List dense aria-labelledby={labelledBy} data-testid={testId} sx={{ mb: 1 }}>
      {rows.map((person) => (
        <ListItem key={person.id} disableGutters>
          <ListItemText
            primary={`${nameOf(person)} · ${elapsed(person.worked_seconds)}`}
            secondary={
              person.overtime_seconds > 0
                ? t('payrollAlerts.inOvertime', { time: elapsed(person.overtime_seconds) })
                : t('payrollAlerts.untilOvertime', { time: remaining(person.seconds_until_overtime) })
            }
          />
        </ListItem>
      ))}
    </List>
  );
  // "entrada el 27 nov 2026 a las 07:04 p.m.", "a la 01:04 p.m." (time-context.ts)
  const forgottenRow = (day: Alerts['forgotten_checkouts'][number]) => {
    const time = formatClockTime(day.check_in_at, timeZone);
    return t('payrollAlerts.forgottenRow', {
      date: formatCalendarDate(day.work_date),
      time,
      open: elapsed(day.open_seconds),
      context: timeContext(time),
    });
  };
  const forgottenRows = (rows: Alerts['forgotten_checkouts'], testId: string, labelledBy: string) => (
    <List dense aria-labelledby={labelledBy} data-testid={testId}>
      {rows.map((day) => (
        <ListItem key={day.work_day_id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          <ListItemText
            sx={{ flex: '1 1 220px' }}
            primary={day.status === 'Missing' ? `${nameOf(day)} · ${t('payrollAlerts.statusMissing')}` : nameOf(day)}
            secondary={forgottenRow(day)}
          />
          {onCorrect && mayCorrect?.(day.id) && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditCalendar />}
              aria-label={t('dayChanges.correctLabel', { name: day.name, date: formatCalendarDate(day.work_date) })}
              data-testid="alert-correct"
              onClick={() =>
                onCorrect({
                  id: day.work_day_id,
                  name: day.name,
                  workDate: day.work_date,
                  checkInAt: day.check_in_at,
                  checkOutAt: null,
                })
              }
            >
              {t('dayChanges.correct')}
            </Button>
          )}
        </ListItem>
      ))}
    </List>
  );

  return (
    <SectionCard
      headingId="payroll-alerts-heading"
      title={t('payrollAlerts.title')}
      data-testid="payroll-alerts"
      headingGap={1}
    >
      <Typography id="week-hours-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('payrollAlerts.weekHoursTitle', {
          hours: data.flag_hours,
          start: formatCalendarDate(data.week_start),
          end: formatCalendarDate(data.week_end),
        })}
      </Typography>
      {team.week_hours.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('payrollAlerts.weekHoursNone', { hours: data.flag_hours })}
        </Typography>
      ) : (
        weekRows(team.week_hours, 'alerts-week-hours', 'week-hours-heading')
      )}
      <Typography id="forgotten-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('payrollAlerts.forgottenTitle', { hours: data.forgotten_after_hours })}
      </Typography>
      {team.forgotten_checkouts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('payrollAlerts.forgottenNone')}
        </Typography>
      ) : (
        forgottenRows(team.forgotten_checkouts, 'alerts-forgotten', 'forgotten-heading')
      )}
      {hasOwn && (
        <Box data-testid="alerts-own" sx={{ mt: 2 }}>
          <Typography id="own-alerts-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {t('payrollAlerts.ownTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('payrollAlerts.ownNote')}
          </Typography>
          {own.week_hours.length > 0 && weekRows(own.week_hours, 'alerts-own-week-hours', 'own-alerts-heading')}
          {own.forgotten_checkouts.length > 0 &&
            forgottenRows(own.forgotten_checkouts, 'alerts-own-forgotten', 'own-alerts-heading')}
        </Box>
      )}
    </SectionCard>
  );
}
