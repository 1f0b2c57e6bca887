import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDetailsDialogProps {
  open: boolean;
  onConfirm: () => void;
  onNeedChanges: () => void;
}

/** Asks the employee whether their details are right (docs/product-rules.md §2 Profile). */
export function ConfirmDetailsDialog({ open, onConfirm, onNeedChanges }: ConfirmDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onConfirm}
      // It opens by itself once the profile has loaded: no fade in or out, it is simply there or not.
      transitionDuration={0}
      aria-labelledby="confirm-details-title"
      aria-describedby="confirm-details-body"
      data-testid="confirm-details-dialog"
    >
      <DialogTitle id="confirm-details-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('profile.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-details-body">{t('profile.confirmBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onNeedChanges} variant="outlined">
          {t('profile.needChanges')}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {t('profile.looksCorrect')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
