import { denyCorrectionBody } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { TextInput } from '../../../components/text-input';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { refusalText } from '../lib/refusal';

interface DenyDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal, or null when the request was denied. */
  onConfirm: (note: string) => Promise<unknown>;
}

/** A manager or admin denies a request with a note the employee reads. */
export function DenyDialog({ open, busy, onClose, onConfirm }: DenyDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(denyCorrectionBody), defaultValues: { note: '' } });

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ note }) => {
    const refusal = await onConfirm(note);
    if (refusal === null) {
      reset();
      onClose();
      return;
    }
    setError('root', { type: 'server', message: refusalText(t, refusal) });
  });
  const message = errors.note?.message;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="deny-title"
      aria-describedby="deny-intro"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="deny-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('corrections.denyTitle')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="deny-form">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="deny-intro" sx={{ mb: 2 }}>
            {t('corrections.denyIntro')}
          </DialogContentText>
          <ErrorBanner message={errors.root?.message} sx={{ mb: 2 }} />
          <TextInput
            {...muiField(register('note'))}
            id="deny-note"
            label={t('corrections.note')}
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
            error={Boolean(message)}
            helperText={message ? translateMessage(t, message) : undefined}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            {t('corrections.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy} data-testid="confirm-deny">
            {busy ? t('corrections.denying') : t('corrections.denyConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
