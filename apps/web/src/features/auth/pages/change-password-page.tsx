import { changePasswordForm, isCommonPassword, MSG } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/profile';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { useFieldProps } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChangePassword } from '../api/change-password';
import { useCommonPasswords } from '../components/common-passwords';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import '../i18n';

const EMPTY_FORM = { current_password: '', new_password: '', confirm_password: '' };

/** Server detail, else the new password's messages joined, else the generic text (docs/product-rules.md §8). */
function changeErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const problems = error.fieldErrors.new_password;
    const joined = problems?.length ? problems.map((problem) => translateMessage(t, problem)).join(' ') : '';
    // several problems (400 validation_failed, docs/api-errors.md) are worded message by message, so
    // that they read in Spanish too: their joined detail is no catalogue message of its own
    if (joined && error.code === 'validation_failed') return joined;
    if (error.detail) return translateMessage(t, error.detail);
    if (joined) return joined;
  }
  return t('changePassword.failed');
}

/** Change Password (/Change-Password): docs/product-rules.md §2, rules of §5, messages of §8. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('changePassword.title'));
  const mustChange = useProfile().data?.mustChangePassword ?? false;
  const changePassword = useChangePassword();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch, formState } = useForm({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY_FORM,
  });
  const field = useFieldProps({ register, formState });
  const newPassword = watch('new_password');
  const commonList = useCommonPasswords();
  const common = commonList !== undefined && isCommonPassword(newPassword, commonList);

  const send = handleSubmit(async ({ current_password, new_password }) => {
    // the server refuses a common password (docs/security.md); say so without the round trip
    if (commonList && isCommonPassword(new_password, commonList)) {
      setFailure(translateMessage(t, MSG.passwordCommon));
      return;
    }
    try {
      const answer = await changePassword.mutateAsync({ current_password, new_password });
      reset(EMPTY_FORM);
      setSuccess(answer?.detail ? translateMessage(t, answer.detail) : t('changePassword.success'));
    } catch (error) {
      setFailure(changeErrorMessage(error, t));
    }
  });
  // Every attempt clears the last answer first, also one the form's own checks stop before
  // sending: an old "Current password is incorrect" must not stay beside "Passwords do not match".
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSuccess(null);
    setFailure(null);
    return send(event);
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('changePassword.title')}
      </Typography>
      {mustChange && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="must-change-password">
          {t('changePassword.mustChange')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {success && (
            <Alert
              severity="success"
              role="status"
              data-testid="change-password-success"
              onClose={() => setSuccess(null)}
            >
              {success}
            </Alert>
          )}
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
          <Box component="form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
            <Stack spacing={2.5}>
              <PasswordField
                {...field('current_password')}
                id="current-password"
                label={t('changePassword.currentPassword')}
                autoComplete="current-password"
                required
                fullWidth
              />
              <PasswordField
                {...field('new_password')}
                id="new-password"
                label={t('changePassword.newPassword')}
                autoComplete="new-password"
                required
                fullWidth
              />
              <PasswordStrengthMeter password={newPassword} common={common} />
              <PasswordChecklist password={newPassword} />
              <PasswordField
                {...field('confirm_password')}
                id="confirm-password"
                label={t('changePassword.confirmPassword')}
                autoComplete="new-password"
                required
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={changePassword.isPending}>
                {changePassword.isPending ? t('changePassword.submitting') : t('changePassword.submit')}
              </Button>
            </Stack>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
