import { formatHoursMinutes, localDateOf } from '@daybook/domain';
import Login from '@mui/icons-material/Login';
import Logout from '@mui/icons-material/Logout';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { Deferred } from '../../../components/deferred';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast-context';
import { useFailureToast } from '../../../components/use-failure-toast';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { currentLocale, formatCalendarDate, formatClockTime, formatLongDate } from '../../../lib/i18n/intl';
import { useOfflineQueue } from '../../../lib/offline/offline-queue-context';
import {
  type ProjectedVisit,
  projectMemberVisits,
  queuedMemberActions,
} from '../../../lib/offline/project-member-visits';
import { isOffline } from '../../../lib/offline/send-queued';
import '../../../lib/offline/i18n';
import { timeContext } from '../../../lib/i18n/time-context';
import type { ListColumn } from '../../../lib/list-column';
import { printList } from '../../../lib/print';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLatestHandler } from '../../../lib/use-latest-handler';
import { useAllVisitsRead, useMemberHistory, useMembers } from '../api/members';
import { ConfirmVisitDialog } from '../components/confirm-visit-dialog';
import { MemberBadge } from '../components/member-badge';
import { VisitsTable } from '../components/visits-table';
import { type MemberAction, useMemberActions } from '../hooks/use-member-actions';
import { useMembersText } from '../i18n';
import { visitDisplay } from '../lib/visit-display';
import { allVisitsTellStatus, memberStatus, membersWithOpenVisit, workSummary } from '../lib/work-summary';

/**
 * Members (/members), docs/product-rules.md §2 "Members", §4, §8: today's date and who is signed in, the member
 * selector (the caller's members), Current Status, Check In / Check Out with the device location,
 * Today's Time Records, the Work Summary and the Time Records History with a working Print.
 */
export default function MembersPage() {
  const t = useMembersText();
  const { t: shellText } = useTranslation();
  const title = shellText('app.pageTitles.members');
  useDocumentTitle(title);
  const toast = useToast();
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const members = useMembers();
  const [memberId, setMemberId] = useState<number | null>(null);
  // a member chosen by hand (the empty choice too) is never replaced by the one with an open visit
  const [chosen, setChosen] = useState(false);
  // the visit's service when the member is authorised for several (docs/evv.md); '' = the first
  const [service, setService] = useState('');
  const history = useMemberHistory(memberId);
  const allVisitsRead = useAllVisitsRead();
  const now = new Date();
  const today = localDateOf(now, timeZone);
  const actions = useMemberActions(today);
  const [confirming, setConfirming] = useState(false);
  // rendered from its first opening on (its form costs a phone a long task at the page's start)
  const [confirmUsed, setConfirmUsed] = useState(false);

  const userFailure =
    profile.error instanceof ApiError && profile.error.detail
      ? translateMessage(shellText, profile.error.detail)
      : t('loadUserFailed');
  useFailureToast(profile.isError, profile.errorUpdatedAt, userFailure);
  useFailureToast(members.isError, members.errorUpdatedAt, t('loadMembersFailed'));
  useFailureToast(history.isError, history.errorUpdatedAt, t('loadRecordsFailed'));

  // A member chosen for the first time while offline: their visits were never read on this
  // device. The visits of all the caller's members, read before the choice, may hold theirs and
  // tell their status today; if not, the status is unknown, and a check-in may still be queued:
  // the server decides when it is sent, and a refusal is reported with the queue's (docs/offline.md).
  const unread =
    memberId !== null &&
    !history.isSuccess &&
    (history.fetchStatus === 'paused' || (history.isError && isOffline(history.error)));
  const allVisits = unread ? allVisitsRead.data : undefined;
  const visits = useMemo(
    () => history.data ?? allVisits?.filter((visit) => visit.member_id === memberId) ?? [],
    [history.data, allVisits, memberId],
  );
  const statusUnknown = unread && !(allVisits && allVisitsTellStatus(allVisits, memberId, today));
  // Member check-ins and check-outs waiting on the device are shown as the server will record them,
  // each marked waiting to sync (docs/offline.md), as the dashboard shows the worker's own: a member
  // checked in offline can be checked out offline and is not checked in twice, and the status, the
  // visit lists, the Work Summary and the printout all read the same visits.
  const queue = useOfflineQueue();
  const waitingLabel = shellText('offline.waitingToSync');
  const providerId = profile.data?.id ?? 0;
  const providerName = profile.data?.name ?? '';
  const memberList = members.data;
  const projected = useMemo(
    () =>
      projectMemberVisits(visits, queue.pending, timeZone, {
        provider: { provider_id: providerId, provider_name: providerName },
        memberName: (id) => memberList?.find((member) => member.id === id)?.name,
      }),
    [visits, queue.pending, timeZone, providerId, providerName, memberList],
  );
  const memberWaiting = memberId !== null && queuedMemberActions(queue.pending, memberId).length > 0;
  // After a reload the page remembers nothing: a visit still open today picks its member (the latest
  // check-in's), so the visit can be checked out at once; the choice stays the reader's to change.
  // With no member chosen, today's open visits offer their members one tap each.
  const openMembers = memberId === null ? membersWithOpenVisit(projected, today) : [];
  const autoPick = chosen || !history.isSuccess ? undefined : openMembers[0];
  if (autoPick !== undefined) {
    setChosen(true);
    setMemberId(autoPick);
  }
  const pickMember = (id: number | null) => {
    setChosen(true);
    setMemberId(id);
    setService('');
  };
  const memberVisits = useMemo(
    () => (memberId === null ? projected : projected.filter((visit) => visit.member_id === memberId)),
    [projected, memberId],
  );
  const todaysVisits = useMemo(() => memberVisits.filter((visit) => visit.date === today), [memberVisits, today]);
  const status = memberStatus(projected, memberId, today);
  const summary = workSummary(memberVisits);
  const selected = members.data?.find((member) => member.id === memberId) ?? null;
  const serviceChoices = selected?.service_codes ?? [];
  const chosenService = serviceChoices.includes(service) ? service : (serviceChoices[0] ?? null);

  const checkedIn = status.kind === 'active';
  const locating = actions.busy !== null;
  const canCheckIn = memberId !== null && !checkedIn && !locating && (history.isSuccess || unread);
  const canCheckOut = memberId !== null && checkedIn && !locating;

  const buttonText = (action: MemberAction, text: string) =>
    actions.busy?.action === action
      ? actions.busy.phase === 'locating'
        ? t('gettingLocation')
        : t('processing')
      : text;

  // "Entrada registrada a las 07:04 p.m.", "a la 01:04 p.m." (time-context.ts)
  const atTime = (key: 'checkedInAt' | 'checkedOutAt', time: string) => t(key, { time, context: timeContext(time) });
  const statusText =
    status.kind === 'active'
      ? atTime('checkedInAt', formatClockTime(status.since, timeZone))
      : status.kind === 'completed'
        ? atTime('checkedOutAt', formatClockTime(status.at, timeZone))
        : memberId === null
          ? t('statusChooseMember')
          : statusUnknown
            ? t('statusUnknown')
            : t('notCheckedIn');
  const badgeText =
    status.kind === 'active'
      ? t('badgeActive')
      : status.kind === 'completed'
        ? t('badgeCompleted')
        : statusUnknown
          ? t('badgeUnknown')
          : t('badgeInactive');

  const print = () => {
    const empty = t('emptyTime');
    try {
      // in the reader's language, as the lists above and the dashboard's printout show them
      // (docs/i18n.md): English keeps the product's MM/DD/YYYY and hh:mm AM, Spanish names the
      // month ("29 nov 2026", since 11/05 reads as 11 May there) and writes "05:33 a.m."
      const locale = currentLocale();
      const shown = (visit: ProjectedVisit) => visitDisplay(visit, timeZone, locale);
      const statusOf = (visit: ProjectedVisit) => {
        const status = visit.status === 'Active' ? t('badgeActive') : t('badgeCompleted');
        return visit.waiting ? `${status} · ${waitingLabel}` : status;
      };
      const columns: ListColumn<ProjectedVisit>[] = [
        { id: 'date', header: t('date'), text: (visit) => shown(visit).date },
        { id: 'member', header: t('memberName'), text: (visit) => visit.member_name },
        { id: 'checkIn', header: t('checkInTime'), text: (visit) => shown(visit).checkIn },
        { id: 'checkOut', header: t('checkOutTime'), text: (visit) => shown(visit).checkOut ?? empty },
        { id: 'hours', header: t('hours'), text: (visit) => formatHoursMinutes(visit.worked_minutes) },
        { id: 'status', header: t('status'), text: statusOf },
      ];
      const opened = printList({
        windowName: 'daybook-member-records',
        title: t('printTitle'),
        lines: [
          selected ? t('printMember', { name: selected.name }) : t('printAllMembers'),
          t('printProvider', { name: profile.data?.name ?? '' }),
          t('printedOn', { date: formatCalendarDate(today, locale) }),
        ],
        columns,
        rows: memberVisits,
        footer: { label: t('totalHours'), value: formatHoursMinutes(summary.totalMinutes) },
        emptyText: t('noRecords'),
      });
      if (opened) toast.success(t('printing'));
      else toast.error(t('printFailed'));
    } catch {
      toast.error(t('printFailed'));
    }
  };

  // the visit lists below can be a render behind the page: Print runs the page's latest handler
  const printNow = useLatestHandler(print);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="members-today">
          {formatLongDate(now, timeZone)}
        </Typography>
        {profile.data?.name && (
          <Typography color="text.secondary" data-testid="members-signed-in">
            {t('signedInAs', { name: profile.data.name })}
          </Typography>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Card component="section" aria-labelledby="member-status-heading">
          <CardContent>
            <Stack spacing={2}>
              <TextField
                select
                fullWidth
                id="member-select"
                label={t('member')}
                value={memberId === null ? '' : String(memberId)}
                onChange={(event) => pickMember(event.target.value ? Number(event.target.value) : null)}
                disabled={members.isPending || actions.busy !== null}
                helperText={members.isSuccess && members.data.length === 0 ? t('noMembers') : undefined}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('selectMember')}</option>
                {(members.data ?? []).map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </TextField>
              {openMembers.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="open-visit-members">
                  {openMembers.map((id) => {
                    const name = members.data?.find((member) => member.id === id)?.name;
                    return name ? (
                      <Button key={id} size="small" variant="outlined" onClick={() => pickMember(id)}>
                        {t('pickOpenVisit', { name })}
                      </Button>
                    ) : null;
                  })}
                </Box>
              )}
              {serviceChoices.length > 1 && !checkedIn ? (
                <TextField
                  select
                  fullWidth
                  id="member-service"
                  label={t('service')}
                  value={chosenService ?? ''}
                  onChange={(event) => setService(event.target.value)}
                  disabled={actions.busy !== null}
                  helperText={t('serviceHelp')}
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {serviceChoices.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </TextField>
              ) : null}
              <Box>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography id="member-status-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
                    {t('currentStatus')}
                  </Typography>
                  <MemberBadge kind={status.kind} label={badgeText} testId="member-status-badge" />
                </Box>
                <Typography sx={{ mt: 1 }} data-testid="member-status-label" aria-live="polite">
                  {statusText}
                </Typography>
                {memberWaiting && (
                  <Typography variant="body2" color="text.secondary" data-testid="member-status-waiting">
                    {waitingLabel}
                  </Typography>
                )}
                {statusUnknown && (
                  <Alert severity="warning" sx={{ mt: 1 }} data-testid="member-status-unknown">
                    {t('statusUnknownNote')}
                  </Alert>
                )}
              </Box>
              {/* side by side where each button's words fit on one line ("Registrar salida" with its
                  icon), one under the other on a phone */}
              <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: 'repeat(auto-fit, minmax(12.5rem, 1fr))' }}>
                <Button
                  variant="contained"
                  color="success"
                  size="large"
                  startIcon={<Login />}
                  disabled={!canCheckIn}
                  onClick={() => actions.checkIn(memberId, chosenService)}
                  data-testid="member-check-in"
                >
                  {buttonText('checkIn', t('checkIn'))}
                </Button>
                <Button
                  variant="contained"
                  color="error"
                  size="large"
                  startIcon={<Logout />}
                  disabled={!canCheckOut}
                  onClick={() => {
                    if (memberId === null) void actions.checkOut(null, {});
                    else {
                      setConfirmUsed(true);
                      setConfirming(true);
                    }
                  }}
                  data-testid="member-check-out"
                >
                  {buttonText('checkOut', t('checkOut'))}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>

        <SectionCard headingId="work-summary-heading" title={t('workSummary')} headingGap={1.5}>
          {/* a member's figures; before a choice, what to do rather than figures of no one in particular */}
          {memberId === null ? (
            <Typography color="text.secondary" data-testid="summary-choose-member">
              {t('summaryChooseMember')}
            </Typography>
          ) : (
            <DetailList
              variant="panels"
              sx={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
              details={[
                {
                  label: t('totalHours'),
                  value: formatHoursMinutes(summary.totalMinutes),
                  testId: 'summary-total-hours',
                },
                { label: t('daysWorked'), value: String(summary.daysWorked), testId: 'summary-days-worked' },
                {
                  label: t('avgHoursPerDay'),
                  value: formatHoursMinutes(summary.averageMinutesPerDay),
                  testId: 'summary-avg-hours',
                },
              ]}
            />
          )}
        </SectionCard>
      </Box>

      {/* the two visit lists are rendered after each urgent update, in slices (components/deferred.tsx) */}
      <Deferred
        render={() => (
          <>
            <SectionCard headingId="todays-records-heading" title={t('todaysRecords')} headingGap={1.5}>
              <VisitsTable
                visits={todaysVisits}
                label={t('todaysTable')}
                labelledBy="todays-records-heading"
                emptyText={t('noRecordsToday')}
                testId="todays-records"
              />
            </SectionCard>

            <SectionCard
              headingId="history-heading"
              title={t('history')}
              headingGap={1.5}
              actions={
                <Button variant="contained" size="small" startIcon={<Print />} onClick={printNow}>
                  {t('print')}
                </Button>
              }
            >
              <VisitsTable
                visits={memberVisits}
                label={t('historyTable')}
                labelledBy="history-heading"
                emptyText={t('noRecords')}
                testId="history-records"
                total
              />
            </SectionCard>
          </>
        )}
      />
      {confirmUsed && (
        <ConfirmVisitDialog
          open={confirming}
          memberName={selected?.name ?? ''}
          onClose={() => setConfirming(false)}
          onConfirm={(confirmation) => {
            setConfirming(false);
            void actions.checkOut(memberId, confirmation);
          }}
        />
      )}
    </Stack>
  );
}
