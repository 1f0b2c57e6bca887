import { localDateOf, payPeriodFor } from '@daybook/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { NotFound } from '../../../components/not-found';
import { useToast } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useTimecard, useTimecardTransition } from '../api/timecards';
import { ApprovalCard } from '../components/approval-card';
import { ApproveDialog } from '../components/approve-dialog';
import { DaysCard } from '../components/days-card';
import { EventsCard } from '../components/events-card';
import { PeriodPicker } from '../components/period-picker';
import { ReopenDialog } from '../components/reopen-dialog';
import { SubmitCard } from '../components/submit-card';
import { TimecardStatusChip } from '../components/timecard-status-chip';
import { TotalsCard } from '../components/totals-card';
import { WeeksCard } from '../components/weeks-card';
import { periodStartFrom } from '../lib/periods';
import { refusalText } from '../lib/refusal';
import '../i18n';

const RECORD_ID = /^[1-9][0-9]{0,15}$/;

/**
 * My timecard (/timecard, `?period=` picks a past period) and someone's timecard
 * (/timecard/:userId/:periodStart, for their manager or an admin): the period, status, totals,
 * whole workweeks, days with shifts and pauses, Submit with the attestation (the employee) or
 * Approve / Reopen (manager, admin), and the approval history (docs/payroll-rules.md).
 */
export default function TimecardPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const transition = useTimecardTransition();
  // Submit and Approve take one tap: a second one before the answer would send the card again
  // (lib/use-one-at-a-time.ts; the mutation's own pending state comes a render later).
  const sending = useOneAtATime();
  const busy = sending.running || transition.isPending;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reopenOpen, setReopenOpen] = useState(false);
  // Approve locks the card: asked first (components/approve-dialog)
  const [approveOpen, setApproveOpen] = useState(false);

  const today = localDateOf(new Date(), timeZone);
  const currentStart = payPeriodFor(today).start_date;
  const someoneElse = params.userId !== undefined;
  const userId = someoneElse
    ? RECORD_ID.test(params.userId ?? '')
      ? Number(params.userId)
      : undefined
    : profile.data?.id;
  const periodStart =
    (someoneElse ? periodStartFrom(params.periodStart) : periodStartFrom(search.get('period'))) ?? currentStart;
  const card = useTimecard(userId, periodStart);
  const own = card.data !== undefined && card.data.user.id === profile.data?.id;
  const badParams = someoneElse && (userId === undefined || periodStartFrom(params.periodStart) === null);
  // an address that names no one (or no pay period) is a page that does not exist, not a failed load
  const missing = badParams || (card.error instanceof ApiError && card.error.status === 404);
  const title =
    own || !someoneElse
      ? t('timecards.myTitle')
      : card.data
        ? t('timecards.personTitle', { name: card.data.user.name })
        : t('timecards.personTitleUnknown');
  // the not-found page's own title would be overwritten by this one (a parent's effect runs last)
  useDocumentTitle(missing ? t('notFound.title') : title);

  const choosePeriod = (start: string) => {
    setRefusal(null);
    if (someoneElse) navigate(`/timecard/${userId}/${start}`);
    else setSearch(start === currentStart ? {} : { period: start });
  };

  const run = (action: 'submit' | 'approve' | { reopen: string }): Promise<unknown> => sending.run(() => send(action));

  const send = async (action: 'submit' | 'approve' | { reopen: string }): Promise<unknown> => {
    if (userId === undefined) return null;
    setRefusal(null);
    try {
      if (action === 'submit') {
        await transition.mutateAsync({ action: 'submit', userId, periodStart });
        toast.success(t('timecards.submitted'));
      } else if (action === 'approve') {
        await transition.mutateAsync({ action: 'approve', userId, periodStart });
        toast.success(t('timecards.approved'));
      } else {
        await transition.mutateAsync({ action: 'reopen', userId, periodStart, reason: action.reopen });
        toast.success(t('timecards.reopened'));
      }
      return null;
    } catch (error) {
      if (action !== 'submit' && action !== 'approve') return error;
      setRefusal(refusalText(t, error));
      void card.refetch();
      return error;
    }
  };

  if (missing) return <NotFound />;
  const loadError = card.isError ? refusalText(t, card.error) : null;
  const data = card.data;
  const mayApprove = !own && (profile.data?.role === 'manager' || profile.data?.role === 'admin');

  return (
    <Box sx={{ position: 'relative', minHeight: 360 }}>
      {card.isPending && <LoadingOverlay message={t('timecards.loading')} />}
      <Stack spacing={3}>
        {someoneElse && (
          <Box>
            <Button
              component={RouterLink}
              to={`/approvals?period=${periodStart}`}
              startIcon={<ArrowBack />}
              size="small"
            >
              {t('timecards.backToApprovals')}
            </Button>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h1">{title}</Typography>
          {data && <TimecardStatusChip status={data.status} />}
        </Box>
        <PeriodPicker periodStart={periodStart} currentStart={currentStart} onChange={choosePeriod} />
        <ErrorBanner message={loadError} />
        {data && (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              <TotalsCard card={data} />
              <WeeksCard card={data} />
            </Box>
            <DaysCard card={data} timeZone={timeZone} />
            {own ? (
              <SubmitCard
                key={`${data.user.id}-${data.period_start}`}
                card={data}
                today={today}
                busy={busy}
                refusal={refusal}
                onSubmit={() => void run('submit')}
              />
            ) : (
              mayApprove && (
                <ApprovalCard
                  card={data}
                  canReopen={profile.data?.role === 'admin'}
                  busy={busy}
                  refusal={refusal}
                  onApprove={() => setApproveOpen(true)}
                  onReopen={() => setReopenOpen(true)}
                />
              )
            )}
            <EventsCard card={data} timeZone={timeZone} />
          </>
        )}
      </Stack>
      {data && (
        <ApproveDialog
          open={approveOpen}
          names={[data.user.name]}
          periodStart={data.period_start}
          periodEnd={data.period_end}
          onCancel={() => setApproveOpen(false)}
          onConfirm={() => {
            setApproveOpen(false);
            void run('approve');
          }}
        />
      )}
      <ReopenDialog
        open={reopenOpen}
        busy={busy}
        onClose={() => setReopenOpen(false)}
        onConfirm={(reason) => run({ reopen: reason })}
      />
    </Box>
  );
}
