import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ActionPhase } from '../hooks/use-workday-actions';

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
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="resume-title"
      aria-describedby="resume-body"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="resume-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('workday.resumeTitle')}
      </DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText id="resume-body">{t('workday.resumeBody')}</DialogContentText>
        {pauseDetails && (
          <DialogContentText variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {pauseDetails}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
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
          {phase === 'locating'
            ? t('workday.gettingLocation')
            : phase === 'sending'
              ? t('workday.processing')
              : t('workday.resumeTimer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
