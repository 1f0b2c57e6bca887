import { clockTime, formatHoursMinutes } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { usePayrollAlerts } from '../api/payroll-alerts';

/** Whole minutes elapsed, "Xh Ym", as every other figure on the page shows time. */
const elapsed = (seconds: number) => formatHoursMinutes(Math.floor(seconds / 60));
/** Whole minutes still to go, rounded up so that it never reads "0h 0m" before overtime starts. */
const remaining = (seconds: number) => formatHoursMinutes(Math.ceil(seconds / 60));

/**
 * Alerts for a manager or an admin (issue 12): the people at 36 hours or more in this workweek,
 * with how long until their overtime starts, and the check-outs forgotten (a shift open over
 * 12 hours, or Missing). The server decides both (docs/payroll-rules.md "Alerts"). A manager's
 * alerts include their own (the table above lists their team only), so the reader's own name is
 * marked as theirs (`selfId`, the signed-in user).
 */
export function PayrollAlertsCard({ timeZone, selfId }: { timeZone: string; selfId?: number | undefined }) {
  const { t } = useTranslation();
  const alerts = usePayrollAlerts();
  const nameOf = (person: { id: number; name: string }) =>
    person.id === selfId ? t('payrollAlerts.you', { name: person.name }) : person.name;
  if (alerts.isError) return <Alert severity="warning">{t('payrollAlerts.loadFailed')}</Alert>;
  const data = alerts.data;
  if (!data) return null;
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
      {data.week_hours.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('payrollAlerts.weekHoursNone', { hours: data.flag_hours })}
        </Typography>
      ) : (
        <List dense aria-labelledby="week-hours-heading" data-testid="alerts-week-hours" sx={{ mb: 1 }}>
          {data.week_hours.map((person) => (
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
      )}
      <Typography id="forgotten-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('payrollAlerts.forgottenTitle', { hours: data.forgotten_after_hours })}
      </Typography>
      {data.forgotten_checkouts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('payrollAlerts.forgottenNone')}
        </Typography>
      ) : (
        <List dense aria-labelledby="forgotten-heading" data-testid="alerts-forgotten">
          {data.forgotten_checkouts.map((day) => (
            <ListItem key={day.work_day_id} disableGutters>
              <ListItemText
                primary={
                  day.status === 'Missing' ? `${nameOf(day)} · ${t('payrollAlerts.statusMissing')}` : nameOf(day)
                }
                secondary={t('payrollAlerts.forgottenRow', {
                  date: formatCalendarDate(day.work_date),
                  time: clockTime(new Date(day.check_in_at), timeZone),
                  open: elapsed(day.open_seconds),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
