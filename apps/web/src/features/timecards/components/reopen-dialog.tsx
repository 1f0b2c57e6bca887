import { reopenTimecardBody } from '@daybook/domain';
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
import { ApiError } from '../../../lib/api-client';
import { muiField, showServerFieldErrors } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { refusalText } from '../lib/refusal';

interface ReopenDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal, or null when the timecard was reopened. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** An admin reopens a submitted or approved timecard with a required reason (docs/payroll-rules.md). */
export function ReopenDialog({ open, busy, onClose, onConfirm }: ReopenDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reopenTimecardBody), defaultValues: { reason: '' } });

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    const refusal = await onConfirm(reason);
    if (refusal === null) {
      reset();
      onClose();
      return;
    }
    if (refusal instanceof ApiError && refusal.fieldErrors.reason?.length) {
      showServerFieldErrors(refusal, ['reason'], setError);
    } else {
      setError('root', { type: 'server', message: refusalText(t, refusal) });
    }
  });

  const message = errors.reason?.message;
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="reopen-title"
      aria-describedby="reopen-intro"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="reopen-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('timecards.reopenTitle')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="reopen-form">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="reopen-intro" sx={{ mb: 2 }}>
            {t('timecards.reopenIntro')}
          </DialogContentText>
          <ErrorBanner message={errors.root?.message} sx={{ mb: 2 }} />
          <TextInput
            {...muiField(register('reason'))}
            id="reopen-reason"
            label={t('timecards.reopenReason')}
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
            {t('timecards.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="confirm-reopen">
            {busy ? t('timecards.reopening') : t('timecards.reopenConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
