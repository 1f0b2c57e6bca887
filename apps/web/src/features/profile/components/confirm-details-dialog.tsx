import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../components/titled-dialog';

interface ConfirmDetailsDialogProps {
  open: boolean;
  onConfirm: () => void;
  onNeedChanges: () => void;
}

/** Asks the employee whether their details are right (docs/product-rules.md §2 Profile). */
export function ConfirmDetailsDialog({ open, onConfirm, onNeedChanges }: ConfirmDetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog
      open={open}
      onClose={onConfirm}
      // It opens by itself once the profile has loaded: no fade in or out, it is simply there or not.
      transitionDuration={0}
      data-testid="confirm-details-dialog"
      id="confirm-details"
      title={t('profile.confirmTitle')}
      text={t('profile.confirmBody')}
      textId="body"
      actions={
        <>
          <Button onClick={onNeedChanges} variant="outlined">
            {t('profile.needChanges')}
          </Button>
          <Button onClick={onConfirm} variant="contained" autoFocus>
            {t('profile.looksCorrect')}
          </Button>
        </>
      }
    />
  );
}
