import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import type { Credentials } from '../api/signatures';

export interface SignSubmission {
  credentials: Credentials;
  text: string;
  reason: string;
}

interface SignDialogProps {
  open: boolean;
  /** Prefix of the dialog's element ids and its test id. */
  id: string;
  title: string;
  /** The attestation the signer accepts with the checkbox. */
  attestation: string;
  /** An addendum: also asks for its text and reason. */
  withText?: boolean;
  submitLabel: string;
  /** Fields shown first (e.g. which record an addendum is for). */
  children?: ReactNode;
  onCancel: () => void;
  /** Signs; a refusal it throws is shown in the dialog. */
  onSubmit: (submission: SignSubmission) => Promise<unknown>;
}

/**
 * Re-entry of the password or signing PIN, the attestation checkbox and, for an addendum, its
 * text and reason (ADR 0015). Nothing is sent until the attestation is accepted.
 */
export function SignDialog({
  open,
  id,
  title,
  attestation,
  withText,
  submitLabel,
  children,
  onCancel,
  onSubmit,
}: SignDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'password' | 'pin'>('password');
  const [secret, setSecret] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setSecret('');
    setAccepted(false);
    setText('');
    setReason('');
    setError(null);
  };
  const cancel = () => {
    reset();
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (withText && (!text.trim() || !reason.trim())) {
      setError(t('signatures.textAndReasonNeeded'));
      return;
    }
    if (!secret) {
      setError(method === 'pin' ? t('signatures.pinNeeded') : t('signatures.passwordNeeded'));
      return;
    }
    if (!accepted) {
      setError(t('signatures.attestationNeeded'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit({
        credentials: method === 'pin' ? { pin: secret } : { password: secret },
        text: text.trim(),
        reason: reason.trim(),
      });
      reset();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.detail ? caught.detail : t('signatures.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : cancel} aria-labelledby={`${id}-title`} data-testid={id} fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`} component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {withText && (
              <>
                <TextInput
                  id={`${id}-text`}
                  label={t('signatures.addendumText')}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  multiline
                  minRows={3}
                  required
                  fullWidth
                  inputProps={{ maxLength: 4000 }}
                />
                <TextInput
                  id={`${id}-reason`}
                  label={t('signatures.addendumReason')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  required
                  fullWidth
                  inputProps={{ maxLength: 500 }}
                />
              </>
            )}
            <FormControl>
              <FormLabel id={`${id}-method-label`}>{t('signatures.signWith')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-method-label`}
                value={method}
                onChange={(event) => {
                  setMethod(event.target.value === 'pin' ? 'pin' : 'password');
                  setSecret('');
                }}
              >
                <FormControlLabel value="password" control={<Radio />} label={t('signatures.password')} />
                <FormControlLabel value="pin" control={<Radio />} label={t('signatures.pin')} />
              </RadioGroup>
            </FormControl>
            <PasswordField
              id={`${id}-secret`}
              label={method === 'pin' ? t('signatures.yourPin') : t('signatures.yourPassword')}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              autoComplete={method === 'pin' ? 'off' : 'current-password'}
              inputProps={method === 'pin' ? { inputMode: 'numeric', maxLength: 12 } : { maxLength: 256 }}
              required
              fullWidth
            />
            <FormControlLabel
              control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
              label={attestation}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
            {error && (
              <Alert severity="error" role="alert" data-testid={`${id}-error`}>
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={cancel} variant="outlined" disabled={busy}>
            {t('signatures.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('signatures.signing') : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
