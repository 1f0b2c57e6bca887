import { PAUSE_REASON_MAX } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextInput } from '../../../components/text-input';
import { TitledDialog } from '../../../components/titled-dialog';
import { muiField, showServerFieldErrors } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { hasFieldErrors } from '../../../lib/refusal';
import type { ActionPhase, ActionResult } from '../hooks/use-workday-actions';
import { phaseText } from '../lib/phase-text';

interface PauseDialogProps {
  open: boolean;
  /** The phase of a pause under way, or null. */
  phase: ActionPhase | null;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<ActionResult>;
}

/**
 * The pause modal (docs/product-rules.md §2): a required reason of at most PAUSE_REASON_MAX characters with a
 * counter (input stops at the limit), Confirm Pause, Processing... while busy (docs/product-rules.md §5).
 */
export function PauseDialog({ open, phase, onClose, onConfirm }: PauseDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        reason: z
          .string()
          .trim()
          .min(1, t('workday.pauseReasonRequired'))
          .max(PAUSE_REASON_MAX, t('workday.pauseReasonTooLong', { max: PAUSE_REASON_MAX })),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const length = watch('reason').length;

  const busy = phase !== null;
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    const result = await onConfirm(reason);
    if (result.ok || !hasFieldErrors(result.error)) {
      // Done, or refused for the day's state (the server's reason is shown on the page, which
      // has been refreshed): the dialog has nothing left to ask.
      reset();
      onClose();
    } else {
      showServerFieldErrors(result.error, ['reason'], setError);
    }
  });

  const message = errors.reason?.message;
  return (
    <TitledDialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      id="pause"
      title={t('workday.pauseTitle')}
      text={t('workday.pauseIntro')}
      textId="intro"
      textGap={2}
      onSubmit={onSubmit}
      formTestId="pause-form"
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            {t('workday.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" disabled={busy} data-testid="confirm-pause">
            {phaseText(t, phase, t('workday.confirmPause'))}
          </Button>
        </>
      }
    >
      <TextInput
        {...muiField(register('reason'))}
        id="pause-reason"
        label={t('workday.pauseReason')}
        placeholder={t('workday.pauseReasonPlaceholder')}
        required
        autoFocus
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
        inputProps={{ maxLength: PAUSE_REASON_MAX }}
        error={Boolean(message)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>{message ? translateMessage(t, message) : null}</span>
            <Box component="span" sx={{ flexShrink: 0 }} data-testid="pause-reason-count">
              {t('workday.pauseReasonCount', { length, max: PAUSE_REASON_MAX })}
            </Box>
          </Box>
        }
      />
    </TitledDialog>
  );
}
