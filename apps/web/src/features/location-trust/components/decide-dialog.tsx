import { locationDecisionForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { TitledDialog } from '../../../components/titled-dialog';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';

interface DecideDialogProps {
  decision: 'accepted' | 'rejected' | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal's words, or null when the exception was resolved. */
  onConfirm: (note: string) => Promise<string | null>;
}

/** A manager or admin accepts or rejects a location exception with an optional note. */
export function DecideDialog({ decision, busy, onClose, onConfirm }: DecideDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(locationDecisionForm), defaultValues: { note: '' } });
  useEffect(() => {
    if (decision) reset({ note: '' });
  }, [decision, reset]);
  const submit = handleSubmit(async (values) => {
    const answer = await onConfirm(values.note ?? '');
    if (answer === null) onClose();
    else setError('root', { type: 'server', message: answer });
  });
  const noteError = errors.note?.message;
  return (
    <TitledDialog
      open={decision !== null}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      id="decide"
      title={decision === 'accepted' ? t('locationTrust.accept') : t('locationTrust.reject')}
      text={t('locationTrust.decideIntro')}
      textId="intro"
      textGap={2}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('locationTrust.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'rejected' ? 'error' : 'primary'}
            disabled={busy}
            data-testid="confirm-decision"
          >
            {busy ? t('locationTrust.saving') : t('locationTrust.save')}
          </Button>
        </>
      }
    >
      <ErrorBanner message={errors.root?.message} sx={{ mb: 2 }} />
      <TextField
        {...muiField(register('note'))}
        id="decide-note"
        label={t('locationTrust.note')}
        error={Boolean(noteError)}
        helperText={noteError ? translateMessage(t, noteError) : undefined}
        fullWidth
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </TitledDialog>
  );
}
