import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';
import type { ActionPhase } from '../hooks/use-workday-actions';
import { phaseText } from '../lib/phase-text';

interface ResumeDialogProps {
  open: boolean;
  phase: ActionPhase | null;
  pauseDetails: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** The resume modal (docs/product-rules.md §2): Ready to Resume Work?, Timer will resume automatically, Resume Timer. */
export function ResumeDialog({ open, phase, pauseDetails, onClose, onConfirm }: ResumeDialogProps) {
  const { t } = useTranslation();
  const busy = phase !== null;
  return (
    <TitledDialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      id="resume"
      title={t('workday.resumeTitle')}
      text={t('workday.resumeBody')}
      textId="body"
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('workday.cancel')}
          </Button>
          <Button
            variant="contained"
            color="success"
            onClick={onConfirm}
            disabled={busy}
            autoFocus
            data-testid="confirm-resume"
          >
            {phaseText(t, phase, t('workday.resumeTimer'))}
          </Button>
        </>
      }
    >
      {pauseDetails && (
        <DialogContentText variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {pauseDetails}
        </DialogContentText>
      )}
    </TitledDialog>
  );
}
