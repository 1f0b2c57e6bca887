import { registerBody } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { muiField, showServerFieldErrors, useFieldProps } from '../../../lib/form';
import { refusalDetail } from '../../../lib/refusal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegisterAccount } from '../api/register-account';
import { AuthCard } from '../components/auth-card';
import '../i18n';

const onboardingForm = (t: TFunction) =>
  registerBody.extend({ agree: z.boolean().refine((agreed) => agreed, { error: t('signup.agreeRequired') }) });

const EMPTY_FORM = { name: '', email: '', password: '', agree: false };

/**
 * Signup (/admin-Create-User/signup and /signup): an admin onboards an employee; on an empty
 * database the first account created becomes the admin (docs/product-rules.md §2 Signup).
 */
export default function SignupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signup.title'));
  const navigate = useNavigate();
  const registerAccount = useRegisterAccount();
  const [banner, setBanner] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const schema = useMemo(() => onboardingForm(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY_FORM });
  const field = useFieldProps({ register, formState });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setBanner(null);
    setCreated(null);
    try {
      const outcome = await registerAccount.mutateAsync({ name, email, password });
      if (outcome.kind === 'first-admin') {
        navigate('/home', { replace: true });
        return;
      }
      reset(EMPTY_FORM);
      setCreated(outcome.employee.detail);
    } catch (error) {
      showServerFieldErrors(error, ['name', 'email', 'password'], setError);
      setBanner(refusalDetail(t, error, t('signup.failed')));
    }
  });

  return (
    <AuthCard>
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h1">{t('signup.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: '1.1rem' }}>
            {t('signup.subtitle')}
          </Typography>
        </Box>

        <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />
        {created && (
          <Alert severity="success" role="status" data-testid="signup-success" onClose={() => setCreated(null)}>
            {created}
          </Alert>
        )}

        <Box component="form" noValidate onSubmit={onSubmit} data-testid="signup-form">
          <Stack spacing={2.5}>
            <TextInput
              {...field('name')}
              id="signup-name"
              label={t('signup.fullName')}
              autoComplete="name"
              required
              fullWidth
            />
            <TextInput
              {...field('email')}
              id="signup-email"
              label={t('signup.workEmail')}
              type="email"
              autoComplete="email"
              required
              fullWidth
            />
            <Box>
              <PasswordField
                {...field('password')}
                id="signup-password"
                label={t('signup.password')}
                autoComplete="new-password"
                required
                fullWidth
                describedBy="signup-password-hint"
              />
              <FormHelperText id="signup-password-hint" sx={{ mx: 1.75 }}>
                {t('signup.passwordHint')}
              </FormHelperText>
            </Box>
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    {...muiField(register('agree'))}
                    slotProps={{
                      input: {
                        // required without the label's asterisk, as for the text fields
                        required: true,
                        'aria-describedby': errors.agree ? 'signup-agree-error' : undefined,
                        'aria-invalid': Boolean(errors.agree),
                      },
                    }}
                  />
                }
                label={
                  <>
                    {t('signup.agreePrefix')}{' '}
                    <Link component={RouterLink} to="/terms">
                      {t('signup.termsOfService')}
                    </Link>{' '}
                    {t('signup.agreeAnd')}{' '}
                    <Link component={RouterLink} to="/privacy">
                      {t('signup.privacyPolicy')}
                    </Link>
                  </>
                }
                sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
              />
              {errors.agree?.message && (
                <FormHelperText id="signup-agree-error" error>
                  {errors.agree.message}
                </FormHelperText>
              )}
            </Box>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={registerAccount.isPending}>
              {registerAccount.isPending ? t('signup.submitting') : t('signup.submit')}
            </Button>
          </Stack>
        </Box>

        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/">
            {t('signup.signIn')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
