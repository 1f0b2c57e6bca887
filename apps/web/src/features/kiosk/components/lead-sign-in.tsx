import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { type LeadSession, signInLead } from '../api/kiosk';

/** An administrator's or manager's sign-in on the kiosk (set-up, leaving kiosk mode). */
export function LeadSignIn({
  submitLabel,
  onSignedIn,
  onCancel,
}: {
  submitLabel: string;
  onSignedIn: (session: LeadSession) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSignedIn(await signInLead(email.trim(), password));
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      setError(
        status === 403 ? t('kiosk.notALead') : status === 0 ? t('kiosk.errors.network') : t('kiosk.signInFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        id="kiosk-lead-email"
        label={t('kiosk.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="username"
        required
        fullWidth
      />
      <PasswordField
        id="kiosk-lead-password"
        label={t('kiosk.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outlined" size="large" onClick={onCancel}>
            {t('kiosk.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
