import type { LocationException, LocationExceptionStatus } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { ChoiceToggle } from '../../../components/choice-toggle';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { PageHeading } from '../../../components/page-heading';
import { useToast } from '../../../components/toast-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocationExceptions, useResolveLocationException } from '../api/location-trust';
import { DecideDialog } from '../components/decide-dialog';
import { refusalText } from '../lib/refusal';
import '../i18n';
import { formatDateAndClock } from '../../../lib/i18n/intl';
import { distanceText } from '../lib/distance';

const KIND_TEXT = {
  outside: 'locationTrust.kind.outside',
  low_accuracy: 'locationTrust.kind.low_accuracy',
  no_location: 'locationTrust.kind.no_location',
  offline: 'locationTrust.kind.offline',
} as const;
const ACTION_TEXT = {
  check_in: 'locationTrust.action.check_in',
  check_out: 'locationTrust.action.check_out',
  pause: 'locationTrust.action.pause',
  resume: 'locationTrust.action.resume',
  member_check_in: 'locationTrust.action.member_check_in',
  member_check_out: 'locationTrust.action.member_check_out',
} as const;
const STATUS_TEXT = {
  open: 'locationTrust.status.open',
  accepted: 'locationTrust.status.accepted',
  rejected: 'locationTrust.status.rejected',
} as const;

const FILTERS = [
  ['open', 'filterOpen'],
  ['accepted', 'filterAccepted'],
  ['rejected', 'filterRejected'],
  ['all', 'filterAll'],
] as const;

function ExceptionCard({
  exception,
  timeZone,
  busy,
  onDecide,
}: {
  exception: LocationException;
  timeZone: string;
  busy: boolean;
  onDecide: (decision: 'accepted' | 'rejected') => void;
}) {
  const { t } = useTranslation();
  // a member's home has no location of its own: named here in the reader's language, not the server's
  const placeName = (row: LocationException) =>
    row.location?.id === null && row.member
      ? t('locationTrust.memberHome', { name: row.member.name })
      : (row.location?.name ?? '');
  const e = exception;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: 2 }} data-testid="location-exception">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ mr: 1 }}>
          {e.user.name}
        </Typography>
        <Chip size="small" color="warning" label={t(KIND_TEXT[e.kind])} />
        <Chip size="small" variant="outlined" label={t(STATUS_TEXT[e.status])} />
      </Stack>
      <Typography sx={{ mt: 1 }}>
        {t(ACTION_TEXT[e.action])} ·{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateAndClock(e.occurred_at, timeZone)}
        </Box>
        {e.member ? ` · ${e.member.name}` : ''}
      </Typography>
      <Typography color="text.secondary">
        {e.distance_m !== null && e.location
          ? t('locationTrust.distance', { distance: distanceText(e.distance_m), place: placeName(e) })
          : e.location
            ? placeName(e)
            : t('locationTrust.noPlace')}
        {e.accuracy !== null ? ` · ${t('locationTrust.accuracy', { metres: Math.round(e.accuracy) })}` : ''}
      </Typography>
      {e.note && <Typography sx={{ mt: 1 }}>{t('locationTrust.employeeNote', { note: e.note })}</Typography>}
      {e.resolution_note && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('locationTrust.resolutionNote', { note: e.resolution_note })}
          {e.resolved_by ? ` · ${t('locationTrust.resolvedBy', { name: e.resolved_by.name })}` : ''}
        </Typography>
      )}
      {(e.map_url || e.status === 'open') && (
        // a phone: the map link on a line of its own, Accept and Reject side by side below it, each
        // half the card; wider: the link at the left, the two buttons at the right of one line
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ mt: 1.5, alignItems: { xs: 'stretch', sm: 'center' } }}
          data-testid="exception-actions"
        >
          {e.map_url && (
            <Link
              href={e.map_url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {t('locationTrust.map')}
            </Link>
          )}
          {e.status === 'open' && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { sm: 'auto' } }}>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => onDecide('accepted')}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                {t('locationTrust.accept')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={busy}
                onClick={() => onDecide('rejected')}
                sx={{ flex: { xs: 1, sm: 'none' } }}
              >
                {t('locationTrust.reject')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** The location exception queue (/location-exceptions): a manager's team's, an admin's everyone's. */
export default function LocationExceptionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('locationTrust.exceptionsTitle'));
  const toast = useToast();
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const role = profile.data?.role;
  const allowed = role === 'manager' || role === 'admin';
  const [filter, setFilter] = useState<LocationExceptionStatus | 'all'>('open');
  const list = useLocationExceptions(filter === 'all' ? null : filter, allowed);
  const resolve = useResolveLocationException();
  const [deciding, setDeciding] = useState<{ id: number; decision: 'accepted' | 'rejected' } | null>(null);
  // one's own exceptions are decided by someone else
  const rows = (list.data ?? []).filter((e) => e.user.id !== profile.data?.id);

  const confirm = async (note: string) => {
    if (!deciding) return null;
    try {
      await resolve.mutateAsync({ id: deciding.id, decision: deciding.decision, note: note.trim() || null });
      toast.success(t('locationTrust.decided'));
      return null;
    } catch (error) {
      return refusalText(t, error);
    }
  };

  return (
    <Box sx={{ position: 'relative', minHeight: 240 }}>
      {allowed && list.isPending && <LoadingOverlay message={t('locationTrust.loading')} />}
      <Stack spacing={3}>
        <PageHeading title={t('locationTrust.exceptionsTitle')} intro={t('locationTrust.exceptionsIntro')} />
        {profile.data && !allowed ? (
          <Alert severity="warning">{t('locationTrust.forbidden')}</Alert>
        ) : (
          <>
            <ChoiceToggle
              label={t('locationTrust.filter')}
              value={filter}
              options={FILTERS.map(([value, key]) => ({ value, label: t(`locationTrust.${key}`) }))}
              onChange={setFilter}
            />
            <ErrorBanner message={list.isError ? refusalText(t, list.error) : null} />
            {list.data && rows.length === 0 && (
              <Typography color="text.secondary">{t('locationTrust.none')}</Typography>
            )}
            <Box
              component="ul"
              aria-label={t('locationTrust.listLabel')}
              sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {rows.map((exception) => (
                <ExceptionCard
                  key={exception.id}
                  exception={exception}
                  timeZone={timeZone}
                  busy={resolve.isPending}
                  onDecide={(decision) => setDeciding({ id: exception.id, decision })}
                />
              ))}
            </Box>
          </>
        )}
      </Stack>
      <DecideDialog
        decision={deciding?.decision ?? null}
        busy={resolve.isPending}
        onClose={() => setDeciding(null)}
        onConfirm={confirm}
      />
    </Box>
  );
}
