import { type LocationCheck, locationNoteForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast-context';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { useNoteLocationException } from '../api/location-trust';
import { refusalText } from '../lib/refusal';
import '../i18n';

const TEXT = {
  outside: 'locationTrust.flaggedText.outside',
  low_accuracy: 'locationTrust.flaggedText.low_accuracy',
  no_location: 'locationTrust.flaggedText.no_location',
} as const;

/**
 * After an action the server flagged (outside, low accuracy, no location): says so and lets the
 * employee add an optional note for their manager ("I was at the client's home"; docs/evv.md).
 */
export function LocationFlagNotice({ check, onDismiss }: { check: LocationCheck; onDismiss: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const note = useNoteLocationException();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(locationNoteForm), defaultValues: { note: '' } });
  const text = String(watch('note') ?? '');
  const status = check.status;
  if (check.exception_id === null || !(status === 'outside' || status === 'low_accuracy' || status === 'no_location')) {
    return null;
  }
  const id = check.exception_id;
  const send = handleSubmit(async (values) => {
    try {
      await note.mutateAsync({ id, note: values.note });
      toast.success(t('locationTrust.flaggedSent'));
      onDismiss();
    } catch (error) {
      setError('note', { type: 'server', message: refusalText(t, error) });
    }
  });
  const refusal = errors.note?.message ? translateMessage(t, errors.note.message) : null;
  return (
    <Alert severity="info" role="status" onClose={onDismiss} data-testid="location-flag-notice">
      <AlertTitle>{t('locationTrust.flaggedTitle')}</AlertTitle>
      {t(TEXT[status])}
      <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
        <TextField
          {...muiField(register('note'))}
          id="location-flag-note"
          size="small"
          label={t('locationTrust.flaggedNote')}
          error={refusal !== null}
          helperText={refusal ?? t('locationTrust.flaggedNoteHelp')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box>
          <Button type="submit" variant="outlined" size="small" disabled={note.isPending || !text.trim()}>
            {t('locationTrust.flaggedSend')}
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
