import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { useSetSigningPin, useSetSigningTitle, useSigningStatus } from '../api/signatures';
import '../i18n';

/** Settings: the signing PIN (set, change or remove, confirmed by the password) and the signature title. */
export function SigningSettings() {
  const { t } = useTranslation();
  const status = useSigningStatus();
  const setPin = useSetSigningPin();
  const setTitle = useSetSigningTitle();
  const [password, setPassword] = useState('');
  const [pin, setPinText] = useState('');
  const [title, setTitleText] = useState<string | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const failure = (error: unknown) =>
    setMessage({
      severity: 'error',
      text: error instanceof ApiError && error.detail ? error.detail : t('signatures.failed'),
    });

  const savePin = async (remove: boolean) => {
    setMessage(null);
    try {
      const answer = await setPin.mutateAsync({ current_password: password, pin: remove ? null : pin });
      setPassword('');
      setPinText('');
      setMessage({ severity: 'success', text: answer.detail });
    } catch (error) {
      failure(error);
    }
  };
  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    void savePin(false);
  };
  const submitTitle = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await setTitle.mutateAsync(title?.trim() ? title.trim() : null);
      setMessage({ severity: 'success', text: t('signatures.titleSaved') });
    } catch (error) {
      failure(error);
    }
  };

  const shownTitle = title ?? status.data?.title ?? '';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="signing-settings-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="signing-settings-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('signatures.settingsHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {status.data?.has_pin ? t('signatures.pinIsSet') : t('signatures.pinNotSet')}
      </Typography>
      <Stack spacing={3}>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Stack component="form" spacing={2} onSubmit={submitPin} noValidate>
          <PasswordField
            id="signing-current-password"
            label={t('signatures.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            fullWidth
          />
          <PasswordField
            id="signing-pin"
            label={t('signatures.newPin')}
            value={pin}
            onChange={(event) => setPinText(event.target.value.replace(/\D/g, ''))}
            autoComplete="off"
            inputProps={{ inputMode: 'numeric', maxLength: 12 }}
            helperText={t('signatures.pinHelp')}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button type="submit" variant="contained" disabled={setPin.isPending}>
              {t('signatures.savePin')}
            </Button>
            {status.data?.has_pin && (
              <Button variant="outlined" onClick={() => void savePin(true)} disabled={setPin.isPending}>
                {t('signatures.removePin')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Stack component="form" spacing={2} onSubmit={submitTitle} noValidate>
          <TextInput
            id="signing-title"
            label={t('signatures.title')}
            value={shownTitle}
            onChange={(event) => setTitleText(event.target.value)}
            helperText={t('signatures.titleHelp', { title: status.data?.default_title ?? '' })}
            inputProps={{ maxLength: 100 }}
            fullWidth
          />
          <div>
            <Button type="submit" variant="outlined" disabled={setTitle.isPending}>
              {t('signatures.saveTitle')}
            </Button>
          </div>
        </Stack>
      </Stack>
    </Paper>
  );
}
