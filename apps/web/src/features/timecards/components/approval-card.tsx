import type { TimecardDetail } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { SectionCard } from '../../../components/section-card';
import { blockerText } from '../lib/refusal';

interface ApprovalCardProps {
  card: TimecardDetail;
  canReopen: boolean;
  busy: boolean;
  refusal: string | null;
  onApprove: () => void;
  onReopen: () => void;
}

/** A manager's or an admin's actions on someone's timecard: Approve (with its blockers), Reopen (admin). */
export function ApprovalCard({ card, canReopen, busy, refusal, onApprove, onReopen }: ApprovalCardProps) {
  const { t } = useTranslation();
  const approvable = card.status !== 'approved';
  return (
    <SectionCard
      headingId="timecard-actions-heading"
      title={t('timecards.actions')}
      data-testid="timecard-actions"
      headingGap={1.5}
    >
      {card.status === 'approved' && (
        <Alert severity="success" sx={{ mb: 1.5 }} data-testid="timecard-approved">
          {t('timecards.alreadyApproved')}
          {/* a manager cannot reopen it: say who can, as the correction form does */}
          {!canReopen && ` ${t('timecards.onlyAdminReopens')}`}
        </Alert>
      )}
      {approvable && card.blockers.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="approve-blockers">
          {t('timecards.cannotApprove')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {card.blockers.map((blocker) => (
              <li key={blocker}>{blockerText(t, blocker, card.period_end)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <ErrorBanner message={refusal} sx={{ mb: 1.5 }} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {approvable && (
          <Button
            variant="contained"
            onClick={onApprove}
            disabled={busy || card.blockers.length > 0}
            data-testid="approve-timecard"
          >
            {busy ? t('timecards.approving') : t('timecards.approve')}
          </Button>
        )}
        {canReopen && card.status !== 'open' && (
          <Button variant="outlined" onClick={onReopen} disabled={busy} data-testid="reopen-timecard">
            {t('timecards.reopen')}
          </Button>
        )}
      </Box>
    </SectionCard>
  );
}
