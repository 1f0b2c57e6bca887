import { DEFAULT_TIME_ZONE } from '@daybook/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useOrganisationDetails } from '../../../api/organisation-details';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/auth-tokens';
import { translateMessage } from '../../../lib/i18n';
import { refusalDetail } from '../../../lib/refusal';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { LiveClock } from '../components/live-clock';
import { checkSignIn, type SignInErrors, type SignInValues } from '../forms/sign-in-form';

const FIELD_IDS: Record<keyof SignInValues, string> = {
  email: 'login-email',
  password: 'login-password',
  present: 'login-present',
};

/** What the sign-in banner says (docs/product-rules.md §8 Login). */
function signInErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.isNetworkError) return t('errors.somethingWrong');
  return refusalDetail(t, error, t('login.failed'));
}

/** Messages of a 400 answer for the sign-in fields. */
function serverFieldErrors(error: unknown): SignInErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: SignInErrors = {};
  for (const field of ['email', 'password'] as const) {
    const messages = error.fieldErrors[field];
    if (messages?.length) errors[field] = messages.join(' ');
  }
  return errors;
}

/**
 * Where a sign-in lands: the admin console when the sign-in was asked for on its way (Administrator
 * Access, or /admin while signed out: `?next=/admin`), else the dashboard (docs/product-rules.md §4). Only console
 * paths are followed, so the parameter cannot send anyone to another site.
 */
export function afterSignIn(next: string | null): string {
  return next && /^\/admin(\/[\w\-/]*)?$/.test(next) ? next : '/home';
}

/** Login (/): employees sign in to check in for the day (docs/product-rules.md §2 Login). */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = afterSignIn(searchParams.get('next'));
  const organisation = useOrganisationDetails();
  const timeZone = organisation?.time_zone ?? DEFAULT_TIME_ZONE;
  const supportEmail = organisation?.support_email;
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '', present: false });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);

  if (signedIn && !pending) return <Navigate to={destination} replace />;

  const update = (next: SignInValues) => {
    setValues(next);
    // After a first attempt the messages follow the typing, as in the other forms.
    if (!submitted) return;
    const check = checkSignIn(next, t);
    setErrors(check.valid ? {} : check.errors);
  };
  const onText = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) =>
    update({ ...values, [field]: event.target.value });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    const check = checkSignIn(values, t);
    if (!check.valid) {
      setErrors(check.errors);
      const first = (Object.keys(FIELD_IDS) as (keyof SignInValues)[]).find((field) => check.errors[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await signIn(check.body);
      navigate(destination, { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setBanner(signInErrorMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  const fieldError = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <AuthCard>
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h1" sx={{ textAlign: 'center' }}>
            {t('login.heading')}
          </Typography>
          <LiveClock timeZone={timeZone} />
          {destination.startsWith('/admin') && (
            <Typography color="text.secondary" sx={{ textAlign: 'center' }} data-testid="login-admin-hint">
              {t('login.adminHint')}
            </Typography>
          )}
        </Stack>

        <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />

        <Box component="form" noValidate onSubmit={onSubmit} data-testid="login-form">
          <Stack spacing={2.5}>
            <TextInput
              id={FIELD_IDS.email}
              name="email"
              value={values.email}
              onChange={onText('email')}
              label={t('login.email')}
              placeholder={t('login.emailPlaceholder')}
              type="text"
              autoComplete="username"
              inputProps={{ autoCapitalize: 'none', spellCheck: false }}
              required
              fullWidth
              error={Boolean(errors.email)}
              helperText={fieldError(errors.email)}
            />
            <PasswordField
              id={FIELD_IDS.password}
              name="password"
              value={values.password}
              onChange={onText('password')}
              label={t('login.password')}
              autoComplete="current-password"
              required
              fullWidth
              error={Boolean(errors.password)}
              helperText={fieldError(errors.password)}
            />
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    id={FIELD_IDS.present}
                    name="present"
                    checked={values.present}
                    onChange={(event) => update({ ...values, present: event.target.checked })}
                    slotProps={{
                      input: {
                        // required without the label's asterisk, as for the text fields
                        required: true,
                        'aria-describedby': errors.present ? 'login-present-error' : undefined,
                        'aria-invalid': Boolean(errors.present),
                      },
                    }}
                  />
                }
                label={t('login.presence')}
                sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
              />
              {errors.present && (
                <FormHelperText id="login-present-error" error>
                  {errors.present}
                </FormHelperText>
              )}
            </Box>
            <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
              {pending ? t('login.submitting') : t('login.submit')}
            </Button>
          </Stack>
        </Box>

        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {supportEmail && (
            <Typography variant="body2">
              {t('login.forgotCredentials')}{' '}
              <Link href={`mailto:${supportEmail}?subject=${encodeURIComponent(t('login.forgotSubject'))}`}>
                {t('login.contactAdmin')}
              </Link>
            </Typography>
          )}
          <Link component={RouterLink} to={`/?next=${encodeURIComponent('/admin')}`} variant="body2">
            {t('login.adminAccess')}
          </Link>
          <Stack direction="row" spacing={2}>
            <Link component={RouterLink} to="/privacy" variant="body2">
              {t('footer.privacy')}
            </Link>
            <Link component={RouterLink} to="/terms" variant="body2">
              {t('footer.terms')}
            </Link>
          </Stack>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
