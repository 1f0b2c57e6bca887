import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';

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
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (decision) {
      setNote('');
      setRefusal(null);
    }
  }, [decision]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await onConfirm(note);
    if (answer === null) onClose();
    else setRefusal(answer);
  };
  return (
    <Dialog
      open={decision !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="decide-title"
      aria-describedby="decide-intro"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="decide-title" component="h2" sx={{ fontWeight: 700 }}>
        {decision === 'accepted' ? t('locationTrust.accept') : t('locationTrust.reject')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText id="decide-intro" sx={{ mb: 2 }}>
            {t('locationTrust.decideIntro')}
          </DialogContentText>
          <ErrorBanner message={refusal} sx={{ mb: 2 }} />
          <TextField
            id="decide-note"
            label={t('locationTrust.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
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
        </DialogActions>
      </Box>
    </Dialog>
  );
}
