import { DEFAULT_TIME_ZONE, type LocationCheck, localDateOf } from '@daybook/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { useUserSettings } from '../../../api/user-settings';
import { Deferred } from '../../../components/deferred';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { rememberGreeting } from '../../../components/remember-greeting';
import { useToast } from '../../../components/toast-context';
import { useFailureToast } from '../../../components/use-failure-toast';
import { readGreeting, WelcomeLine, welcomeText } from '../../../components/welcome-line';
import { useOfflineQueue } from '../../../lib/offline/offline-queue-context';
import { projectToday } from '../../../lib/offline/project-today';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLatestHandler } from '../../../lib/use-latest-handler';
import { useOrganisationDate } from '../../../lib/use-organisation-date';
import { payPeriodQuery, usePayPeriod } from '../api/pay-period';
import { useInvalidateWorkday, usePayPeriodSummary, useToday, workdayKeys } from '../api/workday';
import { useWorkweek, workweekKey } from '../api/workweek';
import { CurrentlyWorkingCard } from '../components/currently-working-card';
import { EmployeeProfileSection } from '../components/employee-profile-section';
import { PauseDialog } from '../components/pause-dialog';
import { PayPeriodCard } from '../components/pay-period-card';
import { ProfileReminderBanner } from '../components/profile-reminder-banner';
import { QuickActionsCard } from '../components/quick-actions-card';
import { RecentDaysCard } from '../components/recent-days-card';
import { ResumeDialog } from '../components/resume-dialog';
import { statusLabel } from '../components/status-label';
import { TodaysStatusCard } from '../components/todays-status-card';
import { WorkweekCard } from '../components/workweek-card';
import { useServerNow } from '../hooks/use-server-now';
import { useWorkdayActions } from '../hooks/use-workday-actions';
import { runningShiftSeconds } from '../lib/elapsed';
import { keptFlagFor } from '../lib/kept-flag';
import { periodDays } from '../lib/period-days';
import { printTimeRecords } from '../lib/print-records';
import { todayOnDate } from '../lib/today-on-date';
import '../i18n';
import { formatCalendarDate, formatClockTime, formatServerDate } from '../../../lib/i18n/intl';
import { timeContext } from '../../../lib/i18n/time-context';
import { checkOutOnDay } from '../../../lib/shift-span/shift-span';

/**
 * Dashboard (/home), docs/product-rules.md §2: the profile reminder, Today's Status, Quick Actions (with
 * Pause Timer / Resume Timer while checked in), the Current Pay Period, the Currently Working card, the
 * pause and resume modals, Recent Days Worked and the Employee Profile section.
 */
export default function DashboardPage({
  locationFlag,
}: {
  /** Shows the server's flag on the last action's location (composed in by app/compositions/dashboard-route.tsx). */
  locationFlag?: (check: LocationCheck, onDismiss: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.pageTitles.home'));
  const toast = useToast();
  const queryClient = useQueryClient();
  const organisation = useOrganisation();
  const timeZone = organisation.data?.time_zone ?? DEFAULT_TIME_ZONE;
  const profile = useProfile();
  const [storedGreeting] = useState(readGreeting);
  const name = profile.data?.name;
  const organisationZone = organisation.data?.time_zone;
  useEffect(() => {
    if (name && organisationZone) rememberGreeting({ name, timeZone: organisationZone });
  }, [name, organisationZone]);
  const settings = useUserSettings();
  const payPeriod = usePayPeriod();
  const today = useToday();
  const summary = usePayPeriodSummary();
  const actions = useWorkdayActions(today.data?.id ?? null);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [resumeOpen, setResumeOpen] = useState(false);
  // the pause or resume button takes the focus back when its dialog closes (QuickActionsCard)
  const [focusRequest, setFocusRequest] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  useFailureToast(profile.isError, profile.errorUpdatedAt, t('dashboard.loadEmployeeFailedToast'));
  useFailureToast(settings.isError, settings.errorUpdatedAt, t('dashboard.loadSettingsFailed'));
  useFailureToast(payPeriod.isError, payPeriod.errorUpdatedAt, t('dashboard.loadPayPeriodFailed'));
  useFailureToast(today.isError, today.errorUpdatedAt, t('workday.loadRecordsFailed'));
  useFailureToast(summary.isError, summary.errorUpdatedAt, t('workday.loadRecordsFailed'));

  // Actions waiting on the device count for what may be done next, shown as waiting to sync.
  const queue = useOfflineQueue();
  const waitingLabel = t('offline.waitingToSync');
  const day = useMemo(
    () => projectToday(today.data, queue.pending, timeZone, waitingLabel),
    [today.data, queue.pending, timeZone, waitingLabel],
  );
  const working = Boolean(day?.check_in_at && !day.check_out_at);
  const nowMs = useServerNow(day?.clockOffsetMs ?? 0, working && !day?.paused);
  // Left open across the organisation's midnight, the page moves on to the new day: its date, and
  // what the server counts for it (today, the pay period's and the workweek's hours) read again.
  const organisationDate = useOrganisationDate(timeZone, today.data?.clockOffsetMs ?? 0);
  const invalidateWorkday = useInvalidateWorkday();
  const dateRead = useRef(organisationDate);
  useEffect(() => {
    if (dateRead.current === organisationDate) return;
    dateRead.current = organisationDate;
    void invalidateWorkday();
    void queryClient.invalidateQueries({ queryKey: payPeriodQuery.queryKey });
  }, [organisationDate, invalidateWorkday, queryClient]);
  // Today's Status reads the organisation's date: past its midnight, until the new date's answer
  // comes (offline, the read fails), the new day with no shift yet, unless a shift is still open
  // (lib/today-on-date.ts, docs/offline.md). The counts below keep the day as read and projected.
  const todayShown = useMemo(() => todayOnDate(day, organisationDate), [day, organisationDate]);
  // A Missing shift from an earlier day may still be closed, or left for a manager by starting
  // today's (the server decides both; docs/decisions/0008-work-day-rules.md); after a check-out
  // another shift may begin (split shifts, docs/decisions/0027-split-shifts.md).
  const canCheckIn = today.isSuccess && (day?.id == null || day.status === 'Missing' || day.status === 'Completed');
  const canCheckOut = working;
  // A flagged action's note is offered again after a reload while its work day is today's
  // (lib/kept-flag.ts): the flag blocks the timecard until a manager decides.
  const flag = actions.flag ?? keptFlagFor(actions.kept, today.data?.id);
  // The pay period's days with today's shifts as the queued actions leave them (lib/period-days.ts),
  // and the running shift counted in the period and its day's row as it is in Today's Status.
  const days = useMemo(() => summary.data && periodDays(summary.data.records, day, summary.data), [summary.data, day]);
  const running = runningShiftSeconds(day, days ?? [], nowMs);
  const daysTotal = days?.reduce((sum, record) => sum + record.worked_seconds, 0) ?? 0;
  // what the period's hours hold beyond the server's figure
  const extraSeconds = daysTotal - (summary.data?.worked_seconds ?? 0) + (running?.seconds ?? 0);
  // The table shows whole minutes: it is handed a new figure only when its row or its total
  // changes, not on every tick of the clock.
  const runningRow = days?.find((record) => record.id === running?.id)?.worked_seconds ?? 0;
  const rowMinutes = running ? Math.floor((runningRow + running.seconds) / 60) : -1;
  const totalMinutes = running ? Math.floor((daysTotal + running.seconds) / 60) : -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the minutes shown are what change the table
  const runningForDays = useMemo(() => running, [running?.id, rowMinutes, totalMinutes]);
  const pausedAtText = day?.paused && day.paused_at ? formatClockTime(day.paused_at, timeZone) : null;
  const pauseDetails = day?.paused
    ? [
        pausedAtText ? t('workday.pausedSince', { time: pausedAtText, context: timeContext(pausedAtText) }) : null,
        day.pause_reason ? t('workday.pausedFor', { reason: day.pause_reason }) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : null;

  const week = useWorkweek();
  const loading =
    profile.isPending || settings.isPending || payPeriod.isPending || today.isPending || summary.isPending;
  // The first answers are on their way (not waiting for a network, docs/offline.md): the page
  // below its title waits for them, see below.
  const arriving = [profile, settings, payPeriod, today, summary, week].some(
    (query) => query.isPending && query.fetchStatus === 'fetching',
  );
  // The cards below the first screen (the workweek, Recent Days Worked, the profile) follow the
  // first screen's paint in a commit of their own (lib/use-after-paint.ts).
  const rest = useAfterPaint(!arriving);
  // The dialogs are rendered from their first opening on (their forms cost a phone a long task).
  const [pauseUsed, setPauseUsed] = useState(false);
  const [resumeUsed, setResumeUsed] = useState(false);
  const openPause = useCallback(() => {
    setPauseUsed(true);
    setPauseOpen(true);
  }, []);
  const openResume = useCallback(() => {
    setResumeUsed(true);
    setResumeOpen(true);
  }, []);

  const refresh = async () => {
    setRefreshing(true);
    const keys = [workdayKeys.today, workdayKeys.summary, workdayKeys.history, workweekKey];
    try {
      await Promise.all(keys.map((queryKey) => queryClient.refetchQueries({ queryKey }, { throwOnError: true })));
      toast.success(t('workday.refreshed'));
    } catch {
      toast.error(t('workday.refreshFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  const print = () => {
    const data = summary.data;
    const emptyDate = t('common.emptyDate');
    try {
      // what Recent Days Worked shows: the shifts waiting on the device included (docs/offline.md)
      const opened = printTimeRecords(days ?? data?.records ?? [], {
        title: t('workday.printTitle'),
        employeeLabel: t('workday.employee'),
        employee: profile.data?.name ?? '',
        period: t('workday.printPeriod', {
          start: data?.start_date ? formatServerDate(data.start_date) : emptyDate,
          end: data?.end_date ? formatServerDate(data.end_date) : emptyDate,
        }),
        printedOn: t('workday.printedOn', { date: formatCalendarDate(localDateOf(new Date(), timeZone)) }),
        headers: [
          t('workday.date'),
          t('workday.day'),
          t('workday.colCheckIn'),
          t('workday.colCheckOut'),
          t('workday.hours'),
          t('workday.status'),
        ],
        totalLabel: t('workday.totalHours'),
        emptyTime: t('workday.emptyTime'),
        emptyDate,
        noRecords: t('workday.noRecords'),
        status: (record) => (record.status ? statusLabel(t, record.status) : ''),
        checkOut: (record) => checkOutOnDay(t, record, timeZone),
      });
      if (opened) toast.success(t('workday.printing'));
      else toast.error(t('workday.printFailed'));
    } catch {
      toast.error(t('workday.printFailed'));
    }
  };

  // the content below can be a render behind the page: its handlers run the page's latest ones
  const checkIn = useLatestHandler(actions.checkIn);
  const checkOut = useLatestHandler(actions.checkOut);
  const refreshNow = useLatestHandler(refresh);
  const printNow = useLatestHandler(print);

  const busyPhase = (action: 'pause' | 'resume') => (actions.busy?.action === action ? actions.busy.phase : null);

  // What the answers fill in is rendered after each urgent update, in slices (components/deferred.tsx).
  const content = () => (
    <>
      {loading && <LoadingOverlay message={t('dashboard.loading')} />}
      {/* While the first answers arrive only the title shows, under the overlay: what follows it
          (the name in the line below, the reminder, the workweek card) changes height when the data
          comes, and shown before that it pushed Today's Status down in view (Lighthouse's layout
          shift, docs/performance.md). */}
      {arriving && <Typography variant="h1">{t('app.pageTitles.home')}</Typography>}
      {/* the welcome line as the device last showed it, as on the first screen the build wrote
          (app/welcome-line.tsx): the same text, in the same place, until the answers replace it */}
      {arriving && storedGreeting && (
        <WelcomeLine text={welcomeText(t, storedGreeting.name, storedGreeting.timeZone)} />
      )}
      {!arriving && (
        <Stack spacing={3}>
          <Box>
            <Typography variant="h1">{t('app.pageTitles.home')}</Typography>
            <WelcomeLine text={welcomeText(t, profile.data?.name, timeZone)} />
          </Box>
          <ProfileReminderBanner />
          {profile.isError && <ErrorBanner message={t('dashboard.loadEmployeeFailed')} />}
          <ErrorBanner message={actions.banner} onDismiss={actions.dismissBanner} />
          {flag && locationFlag?.(flag, actions.dismissFlag)}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <TodaysStatusCard
              today={todayShown}
              nowMs={nowMs}
              timeZone={timeZone}
              dateText={formatCalendarDate(organisationDate)}
            />
            <QuickActionsCard
              canCheckIn={canCheckIn}
              canCheckOut={canCheckOut}
              busy={actions.busy}
              refreshing={refreshing}
              onCheckIn={checkIn}
              onCheckOut={checkOut}
              onRefresh={refreshNow}
              timer={day && working ? { paused: Boolean(day.paused) } : null}
              onPause={openPause}
              onResume={openResume}
              focusRequest={focusRequest}
            />
            <PayPeriodCard summary={summary.data} extraSeconds={extraSeconds} />
          </Box>
          {rest && <WorkweekCard nowMs={nowMs} ticking={working && !day?.paused} read={today.data} shown={day} />}
          {day && working && <CurrentlyWorkingCard today={day} nowMs={nowMs} pausedAtText={pausedAtText} />}
          {rest && (
            <RecentDaysCard
              summary={summary.data}
              days={days}
              employeeName={profile.data?.name ?? ''}
              refreshing={refreshing}
              onRefresh={refreshNow}
              onPrint={printNow}
              running={runningForDays}
              timeZone={timeZone}
            />
          )}
          {rest && profile.data && (
            <EmployeeProfileSection
              profile={profile.data}
              settings={settings.data ?? null}
              payPeriod={payPeriod.data}
            />
          )}
        </Stack>
      )}
    </>
  );

  return (
    <Box sx={{ position: 'relative', minHeight: 360 }}>
      <Deferred render={content} />
      {pauseUsed && (
        <PauseDialog
          open={pauseOpen}
          phase={busyPhase('pause')}
          onClose={() => {
            setPauseOpen(false);
            setFocusRequest((request) => request + 1);
          }}
          onConfirm={actions.pause}
        />
      )}
      {resumeUsed && (
        <ResumeDialog
          open={resumeOpen}
          phase={busyPhase('resume')}
          pauseDetails={pauseDetails}
          onClose={() => {
            setResumeOpen(false);
            setFocusRequest((request) => request + 1);
          }}
          onConfirm={async () => {
            // done or refused, the page now shows the day as the server has it (and why, if refused)
            await actions.resume();
            setResumeOpen(false);
            setFocusRequest((request) => request + 1);
          }}
        />
      )}
    </Box>
  );
}
