import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { type LeadSession, signInLead } from '../api/kiosk';
import { type KioskForms, useKioskFormResolver } from '../lib/kiosk-forms';

/** The form's rules (lib/kiosk-forms.ts: loaded when first needed). */
const leadSignInRules = (forms: KioskForms) => zodResolver(forms.kioskLeadSignInForm);

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
  const resolver = useKioskFormResolver(leadSignInRules);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await onSignedIn(await signInLead(email, password));
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      setError('root', {
        type: 'server',
        message:
          status === 403 ? t('kiosk.notALead') : status === 0 ? t('kiosk.errors.network') : t('kiosk.signInFailed'),
      });
    }
  });
  const error = errors.root?.message;
  const fieldError = (field: 'email' | 'password') => {
    const message = errors[field]?.message;
    return message ? { error: true, helperText: translateMessage(t, message) } : {};
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        {...muiField(register('email'))}
        {...fieldError('email')}
        id="kiosk-lead-email"
        label={t('kiosk.email')}
        type="email"
        autoComplete="username"
        required
        fullWidth
      />
      <PasswordField
        {...muiField(register('password'))}
        {...fieldError('password')}
        id="kiosk-lead-password"
        label={t('kiosk.password')}
        autoComplete="current-password"
        required
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
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
