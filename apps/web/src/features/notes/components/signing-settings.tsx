import { MSG, signingPinForm, signingPinProblem, signingTitleForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { SectionPanel } from '../../../components/section-panel';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { refusalCode } from '../../../lib/refusal';
import { useSetSigningPin, useSetSigningTitle, useSigningStatus } from '../api/signatures';
import '../i18n';
import { en } from '../i18n/en';

/** Settings: the signing PIN (set, change or remove, confirmed by the password) and the signature title. */
export function SigningSettings() {
  const { t } = useTranslation();
  const status = useSigningStatus();
  const setPin = useSetSigningPin();
  const setTitle = useSetSigningTitle();
  const pinForm = useForm({
    resolver: zodResolver(signingPinForm),
    defaultValues: { current_password: '', pin: '' },
  });
  const titleForm = useForm({ resolver: zodResolver(signingTitleForm), defaultValues: { title: '' } });
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // the saved title fills the field once it has loaded (the user's own changes are kept)
  const savedTitle = status.data?.title ?? '';
  const { resetField } = titleForm;
  useEffect(() => {
    resetField('title', { defaultValue: savedTitle });
  }, [savedTitle, resetField]);

  /**
   * A refusal in the reader's language: a message naming a field of the form shows under that
   * field (worded from the catalogue), anything else above the form, worded from its code.
   */
  const failure = (error: unknown, fields: { [field: string]: (message: string) => void }) => {
    if (error instanceof ApiError) {
      const named = Object.entries(fields).filter(([field]) => error.fieldErrors[field]?.[0]);
      for (const [field, show] of named) show(error.fieldErrors[field]?.[0] ?? '');
      if (named.length > 0) return;
    }
    setMessage({
      severity: 'error',
      text: t(`signatures.settingsErrors.${refusalCode(error, en.signatures.settingsErrors)}`),
    });
  };
  const pinFieldErrors = {
    pin: (message: string) => pinForm.setError('pin', { message }, { shouldFocus: true }),
    current_password: (message: string) => pinForm.setError('current_password', { message }, { shouldFocus: true }),
  };

  const savePin = (remove: boolean) =>
    pinForm.handleSubmit(async ({ current_password, pin }) => {
      setMessage(null);
      // the server's rule, checked before sending (removing the PIN sends none)
      const problem = remove ? null : signingPinProblem(pin);
      if (problem) {
        pinForm.setError('pin', { message: MSG[problem] }, { shouldFocus: true });
        return;
      }
      try {
        const answer = await setPin.mutateAsync({ current_password, pin: remove ? null : pin });
        pinForm.reset();
        setMessage({ severity: 'success', text: translateMessage(t, answer.detail) });
      } catch (error) {
        failure(error, pinFieldErrors);
      }
    });
  const submitTitle = titleForm.handleSubmit(async ({ title }) => {
    setMessage(null);
    try {
      await setTitle.mutateAsync(title);
      setMessage({ severity: 'success', text: t('signatures.titleSaved') });
    } catch (error) {
      failure(error, { title: (message) => titleForm.setError('title', { message }, { shouldFocus: true }) });
    }
  });
  const fieldError = (text: string | undefined) => (text ? { error: true, helperText: translateMessage(t, text) } : {});
  const pinField = pinForm.register('pin');

  return (
    <SectionPanel headingId="signing-settings-heading" title={t('signatures.settingsHeading')} headingGap={1}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {status.data?.has_pin ? t('signatures.pinIsSet') : t('signatures.pinNotSet')}
      </Typography>
      <Stack spacing={3}>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <Stack component="form" spacing={2} onSubmit={(event) => void savePin(false)(event)} noValidate>
          <PasswordField
            {...muiField(pinForm.register('current_password'))}
            value={pinForm.watch('current_password')}
            {...fieldError(pinForm.formState.errors.current_password?.message)}
            id="signing-current-password"
            label={t('signatures.currentPassword')}
            autoComplete="current-password"
            fullWidth
          />
          <PasswordField
            {...muiField(pinField)}
            value={pinForm.watch('pin')}
            onChange={(event) => {
              pinForm.setValue('pin', event.target.value.replace(/\D/g, ''));
              pinForm.clearErrors('pin');
            }}
            id="signing-pin"
            label={t('signatures.newPin')}
            autoComplete="off"
            inputProps={{ inputMode: 'numeric', maxLength: 12 }}
            helperText={t('signatures.pinHelp')}
            {...fieldError(pinForm.formState.errors.pin?.message)}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button type="submit" variant="contained" disabled={setPin.isPending}>
              {t('signatures.savePin')}
            </Button>
            {status.data?.has_pin && (
              <Button variant="outlined" onClick={() => void savePin(true)()} disabled={setPin.isPending}>
                {t('signatures.removePin')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Stack component="form" spacing={2} onSubmit={(event) => void submitTitle(event)} noValidate>
          <TextInput
            {...muiField(titleForm.register('title'))}
            value={titleForm.watch('title') ?? ''}
            id="signing-title"
            label={t('signatures.title')}
            helperText={
              titleForm.formState.errors.title?.message
                ? translateMessage(t, titleForm.formState.errors.title.message)
                : t('signatures.titleHelp', { title: status.data?.default_title ?? '' })
            }
            error={Boolean(titleForm.formState.errors.title)}
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
    </SectionPanel>
  );
}
