import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';
import { formatCalendarDate } from '../../../lib/i18n/intl';

interface ApproveDialogProps {
  open: boolean;
  /** Whose timecards the approval locks, in the order they are sent. */
  names: string[];
  periodStart: string;
  periodEnd: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked before approving (docs/payroll-rules.md): an approval locks the timecard, and only an
 * administrator's reopen with a reason undoes it, so one tap on Approve or "Approve all clean"
 * first says whose timecards and which pay period it locks. Cancel has the focus first; Escape
 * cancels.
 */
export function ApproveDialog({ open, names, periodStart, periodEnd, busy, onCancel, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation();
  const count = names.length;
  return (
    <TitledDialog
      open={open}
      onClose={busy ? undefined : onCancel}
      id="confirm-approve"
      data-testid="confirm-approve"
      title={t('approvals.confirmTitle', { count })}
      text={t('approvals.confirmBody', {
        count,
        start: formatCalendarDate(periodStart),
        end: formatCalendarDate(periodEnd),
      })}
      textId="body"
      textGap={1}
      fullWidth
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onCancel} variant="outlined" autoFocus disabled={busy}>
            {t('timecards.cancel')}
          </Button>
          <Button onClick={onConfirm} variant="contained" disabled={busy} data-testid="confirm-approve-button">
            {t('approvals.confirmApprove', { count })}
          </Button>
        </>
      }
    >
      <Box
        component="ul"
        aria-label={t('approvals.confirmNames')}
        sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
        data-testid="confirm-approve-names"
      >
        {names.map((name, index) => (
          // two people may share a name: the position keeps each line
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open
          <li key={`${index}-${name}`}>{name}</li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('approvals.confirmReopen')}
      </Typography>
    </TitledDialog>
  );
}
