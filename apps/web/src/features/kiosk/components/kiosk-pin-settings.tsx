import { isTrivialKioskPin, KIOSK_PIN, kioskPinForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { useKioskPinStatus, useSetKioskPin } from '../api/kiosk';
import '../i18n';

type PinProblem = 'format' | 'tooSimple';

/**
 * Why a new kiosk PIN would be refused, checked before sending as the server checks it
 * (PUT /api/profile/kiosk-pin/, docs/security.md "Kiosk"): not 4 to 6 digits (`KIOSK_PIN`, a 400
 * on `pin`), or trivially guessable (`isTrivialKioskPin`, `kiosk_pin_too_simple`); else null.
 */
function pinProblem(pin: string): PinProblem | null {
  if (!KIOSK_PIN.test(pin)) return 'format';
  return isTrivialKioskPin(pin) ? 'tooSimple' : null;
}

/**
 * Settings: the person's kiosk PIN (4–6 digits, confirmed by the current password), kept apart
 * from the signing PIN (ADR 0024). A new PIN also unlocks a locked one. The PIN is checked before
 * sending (`pinProblem`); a refusal of it, the form's or the server's, shows under the field.
 */
export function KioskPinSettings() {
  const { t } = useTranslation();
  const status = useKioskPinStatus();
  const setPin = useSetKioskPin();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(kioskPinForm), defaultValues: { current_password: '', pin: '' } });
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  /** The server's refusal of the PIN itself, as `pinProblem` would have found it. */
  const pinRefusal = (error: unknown): PinProblem | null => {
    if (!(error instanceof ApiError)) return null;
    if (error.code === 'kiosk_pin_too_simple') return 'tooSimple';
    return error.fieldErrors.pin ? 'format' : null;
  };
  const errorText = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('kiosk.errors.failed');
    if (error.code === 'current_password_wrong') return t('kiosk.currentPasswordWrong');
    if (error.isNetworkError) return t('kiosk.errors.network');
    return t('kiosk.errors.failed');
  };
  // the field's error keeps the problem, worded when shown: it reads in the language shown
  const showPinProblem = (problem: PinProblem) => setError('pin', { type: problem }, { shouldFocus: true });
  const pinWords = (problem: string) => (problem === 'tooSimple' ? t('kiosk.pinTooSimple') : t('kiosk.pinFormat'));
  const save = (remove: boolean) =>
    handleSubmit(async ({ current_password, pin }) => {
      setMessage(null);
      // the server's rule, checked before sending: nothing is sent when it fails (removing sends no PIN)
      const problem = remove ? null : pinProblem(pin);
      if (problem) {
        showPinProblem(problem);
        return;
      }
      try {
        await setPin.mutateAsync({ current_password, pin: remove ? null : pin });
        reset();
        setMessage({ severity: 'success', text: remove ? t('kiosk.pinRemoved') : t('kiosk.pinSaved') });
      } catch (error) {
        const refused = remove ? null : pinRefusal(error);
        if (refused) showPinProblem(refused);
        else setMessage({ severity: 'error', text: errorText(error) });
      }
    });
  const passwordError = errors.current_password?.message;
  const pinError = errors.pin?.type;
  const pinField = register('pin');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="kiosk-pin-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="kiosk-pin-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('kiosk.pinHeading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {status.data?.has_pin ? t('kiosk.pinIsSet') : t('kiosk.pinNotSet')}
      </Typography>
      {status.data?.locked && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('kiosk.pinLockedNotice')}
        </Alert>
      )}
      <Stack component="form" spacing={2} onSubmit={(event) => void save(false)(event)} noValidate>
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Alert>
        )}
        <PasswordField
          {...muiField(register('current_password'))}
          value={watch('current_password')}
          id="kiosk-current-password"
          label={t('kiosk.currentPassword')}
          autoComplete="current-password"
          error={Boolean(passwordError)}
          helperText={passwordError ? translateMessage(t, passwordError) : undefined}
          fullWidth
        />
        <PasswordField
          {...muiField(pinField)}
          value={watch('pin')}
          onChange={(event) => {
            // digits only, at most six (ADR 0024)
            setValue('pin', event.target.value.replace(/\D/g, '').slice(0, 6));
            clearErrors('pin');
          }}
          id="kiosk-new-pin"
          label={t('kiosk.newPin')}
          autoComplete="off"
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          error={Boolean(pinError)}
          helperText={pinError ? pinWords(pinError) : t('kiosk.pinHelp')}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button type="submit" variant="contained" disabled={setPin.isPending}>
            {t('kiosk.savePin')}
          </Button>
          {status.data?.has_pin && (
            <Button variant="outlined" onClick={() => void save(true)()} disabled={setPin.isPending}>
              {t('kiosk.removePin')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
