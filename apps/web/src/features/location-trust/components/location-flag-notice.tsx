import type { LocationCheck } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast-context';
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
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const status = check.status;
  if (check.exception_id === null || !(status === 'outside' || status === 'low_accuracy' || status === 'no_location')) {
    return null;
  }
  const id = check.exception_id;
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await note.mutateAsync({ id, note: text.trim() });
      toast.success(t('locationTrust.flaggedSent'));
      onDismiss();
    } catch (error) {
      setRefusal(refusalText(t, error));
    }
  };
  return (
    <Alert severity="info" role="status" onClose={onDismiss} data-testid="location-flag-notice">
      <AlertTitle>{t('locationTrust.flaggedTitle')}</AlertTitle>
      {t(TEXT[status])}
      <Box component="form" noValidate onSubmit={(event) => void send(event)} sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
        <TextField
          id="location-flag-note"
          size="small"
          label={t('locationTrust.flaggedNote')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={refusal !== null}
          helperText={refusal ?? undefined}
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
