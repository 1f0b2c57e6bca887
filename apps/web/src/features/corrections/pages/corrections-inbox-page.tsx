import type { CorrectionRequest, CorrectionStatus } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { ChoiceToggle } from '../../../components/choice-toggle';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PageHeading } from '../../../components/page-heading';
import { useToast } from '../../../components/toast-context';
import { timeContext } from '../../../lib/i18n/time-context';
import { needsConfirmation, proposedShift } from '../../../lib/shift-span/proposed-shift';
import { clockOnDay, shiftLength } from '../../../lib/shift-span/shift-span';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { type Decision, useCorrectionInbox, useDecideCorrection } from '../api/corrections';
import { CorrectionCard } from '../components/correction-card';
import { DenyDialog } from '../components/deny-dialog';
import { refusalText } from '../lib/refusal';
import '../i18n';

const FILTERS = [
  ['pending', 'filterPending'],
  ['approved', 'filterApproved'],
  ['denied', 'filterDenied'],
  ['all', 'filterAll'],
] as const;

/** The corrections inbox (/corrections/inbox): a manager's team's requests, an admin's everyone's; approve or deny with a note. */
export default function CorrectionsInboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('corrections.inboxTitle'));
  const toast = useToast();
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const role = profile.data?.role;
  const allowed = role === 'manager' || role === 'admin';
  const [filter, setFilter] = useState<CorrectionStatus | 'all'>('pending');
  const list = useCorrectionInbox(filter === 'all' ? null : filter, allowed);
  const decide = useDecideCorrection();
  const [banner, setBanner] = useState<string | null>(null);
  const [denying, setDenying] = useState<number | null>(null);
  // a shift across midnight or longer than 12 hours is approved only once confirmed
  const [confirming, setConfirming] = useState<CorrectionRequest | null>(null);
  const confirmShift = confirming ? proposedShift(confirming, timeZone) : null;
  const confirmBody = () => {
    if (!confirmShift) return '';
    const length = shiftLength(confirmShift.checkIn, confirmShift.checkOut) ?? '';
    if (confirmShift.daysLater > 0 && confirmShift.checkOut) {
      const checkOut = clockOnDay(t, confirmShift.checkOut, confirmShift.checkIn, timeZone);
      return t('corrections.confirmOvernight', { length, checkOut, context: timeContext(checkOut) });
    }
    return t('corrections.confirmLong', { length });
  };
  const askApprove = (request: CorrectionRequest) => {
    if (needsConfirmation(proposedShift(request, timeZone))) setConfirming(request);
    else void approve(request.id);
  };
  // one's own requests are decided by someone else
  const requests = (list.data ?? []).filter((request) => request.user.id !== profile.data?.id);

  // One decision at a time, from the click on (lib/use-one-at-a-time.ts): a second tap, or a second
  // confirm of the deny dialog, gets the first one's answer instead of sending again.
  const decision = useOneAtATime();
  const busy = decision.running || decide.isPending;
  /** Sends a decision; resolves with null once done (the toast shown), or with the refusal. */
  const send = (sent: Decision, done: string): Promise<unknown> =>
    decision.run(() => {
      setBanner(null);
      return decide.mutateAsync(sent).then(
        () => {
          toast.success(done);
          return null;
        },
        (error: unknown) => error,
      );
    });
  const approve = async (id: number) => {
    if (decision.isRunning()) return;
    const refusal = await send({ id, action: 'approve' }, t('corrections.approved'));
    if (refusal !== null) setBanner(refusalText(t, refusal));
  };
  const deny = (note: string) =>
    denying === null ? Promise.resolve(null) : send({ id: denying, action: 'deny', note }, t('corrections.denied'));
  // a banner is about the list on screen: another filter starts without it
  const chooseFilter = (value: CorrectionStatus | 'all') => {
    setBanner(null);
    setFilter(value);
  };

  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      {allowed && list.isPending && <LoadingOverlay message={t('corrections.loading')} />}
      <Stack spacing={3}>
        <PageHeading title={t('corrections.inboxTitle')} intro={t('corrections.inboxIntro')} />
        {profile.data && !allowed ? (
          <Alert severity="warning">{t('corrections.forbidden')}</Alert>
        ) : (
          <>
            <ChoiceToggle
              label={t('corrections.filter')}
              value={filter}
              options={FILTERS.map(([value, key]) => ({ value, label: t(`corrections.${key}`) }))}
              onChange={chooseFilter}
            />
            <ErrorBanner message={list.isError ? refusalText(t, list.error) : null} />
            <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />
            {list.data && requests.length === 0 && (
              <Typography color="text.secondary">{t('corrections.none')}</Typography>
            )}
            <Box component="ul" aria-label={t('corrections.listLabel')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {requests.map((request) => (
                <CorrectionCard
                  key={request.id}
                  request={request}
                  timeZone={timeZone}
                  showName
                  busy={busy}
                  onApprove={() => askApprove(request)}
                  onDeny={() => setDenying(request.id)}
                />
              ))}
            </Box>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        id="confirm-correction"
        title={t('corrections.confirmTitle')}
        body={confirmBody()}
        cancelLabel={t('corrections.cancel')}
        confirmLabel={t('corrections.approve')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const id = confirming?.id;
          setConfirming(null);
          if (id !== undefined) void approve(id);
        }}
      />
      <DenyDialog open={denying !== null} busy={busy} onClose={() => setDenying(null)} onConfirm={deny} />
    </Box>
  );
}
