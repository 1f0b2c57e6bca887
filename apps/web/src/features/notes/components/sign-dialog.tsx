import { ATTESTATIONS, type AttestationKind, type SignatureFormInput, signatureForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
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
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { muiControlled, muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { type Credentials, useSigningStatus } from '../api/signatures';

/** The statements' keys in the catalogue: the dialog shows them in the reader's language. */
const ATTESTATION_TEXT = {
  author: 'signatures.attestations.author',
  cosign: 'signatures.attestations.cosign',
  addendum: 'signatures.attestations.addendum',
} as const;

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
  /** Which attestation the signer accepts with the checkbox (packages/domain signatures.ts). */
  attestation: AttestationKind;
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
 * text and reason (ADR 0015). Nothing is sent until the attestation is accepted. A signer who set
 * a signing PIN is offered the PIN first, anyone else the password (docs/signatures.md).
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
  // read while the dialog is open (signing needs the network anyway); kept for the next opening
  const hasPin = useSigningStatus({ enabled: open }).data?.has_pin === true;
  const shownAttestation = t(ATTESTATION_TEXT[attestation]);
  const schema = useMemo(
    () =>
      signatureForm({
        textAndReasonNeeded: t('signatures.textAndReasonNeeded'),
        passwordNeeded: t('signatures.passwordNeeded'),
        pinNeeded: t('signatures.pinNeeded'),
        attestationNeeded: t('signatures.attestationNeeded'),
      }),
    [t],
  );
  const empty: SignatureFormInput = {
    with_text: Boolean(withText),
    method: 'password',
    secret: '',
    accepted: false,
    text: '',
    reason: '',
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting: busy },
  } = useForm<SignatureFormInput, unknown, SignSubmission>({
    resolver: zodResolver(schema),
    values: empty,
    // the one message shown is the first missing thing, not one under each field
    shouldFocusError: false,
  });
  const method = watch('method');
  // The PIN first for a signer who has one: on opening (the form is back to empty after each
  // cancel or signature), or when the status answers after opening, unless the signer has already
  // chosen a method or typed a secret, so a late answer never switches what they are typing into.
  // An effect after useForm's own, which sets the form to `values` when first mounted.
  const methodChosen = useRef(false);
  useEffect(() => {
    if (!open) {
      methodChosen.current = false;
      return;
    }
    if (!hasPin || methodChosen.current || getValues('secret') !== '') return;
    setValue('method', 'pin');
  }, [open, hasPin, getValues, setValue]);
  // one message at a time, in the order the form asks for things (ADR 0015)
  const error =
    errors.root?.message ?? errors.text?.message ?? errors.secret?.message ?? errors.accepted?.message ?? null;

  const cancel = () => {
    reset(empty);
    onCancel();
  };

  const submit = handleSubmit(async (submission) => {
    try {
      await onSubmit(submission);
      reset(empty);
    } catch (caught) {
      setError('root', {
        type: 'server',
        message:
          caught instanceof ApiError && caught.detail ? translateMessage(t, caught.detail) : t('signatures.failed'),
      });
    }
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : cancel} aria-labelledby={`${id}-title`} data-testid={id} fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={`${id}-title`} component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {withText && (
              <>
                <TextInput
                  {...muiField(register('text'))}
                  value={watch('text')}
                  id={`${id}-text`}
                  label={t('signatures.addendumText')}
                  multiline
                  minRows={3}
                  required
                  fullWidth
                  inputProps={{ maxLength: 4000 }}
                />
                <TextInput
                  {...muiField(register('reason'))}
                  value={watch('reason')}
                  id={`${id}-reason`}
                  label={t('signatures.addendumReason')}
                  required
                  fullWidth
                  inputProps={{ maxLength: 500 }}
                />
              </>
            )}
            <FormControl>
              <FormLabel id={`${id}-method-label`}>{t('signatures.signWith')}</FormLabel>
              <Controller
                name="method"
                control={control}
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby={`${id}-method-label`}
                    {...field}
                    onChange={(event) => {
                      methodChosen.current = true;
                      field.onChange(event.target.value === 'pin' ? 'pin' : 'password');
                      setValue('secret', '');
                    }}
                  >
                    <FormControlLabel value="password" control={<Radio />} label={t('signatures.password')} />
                    <FormControlLabel value="pin" control={<Radio />} label={t('signatures.pin')} />
                  </RadioGroup>
                )}
              />
            </FormControl>
            <PasswordField
              id={`${id}-secret`}
              {...muiField(register('secret'))}
              value={watch('secret')}
              label={method === 'pin' ? t('signatures.yourPin') : t('signatures.yourPassword')}
              autoComplete={method === 'pin' ? 'off' : 'current-password'}
              inputProps={method === 'pin' ? { inputMode: 'numeric', maxLength: 12 } : { maxLength: 256 }}
              required
              fullWidth
            />
            <FormControlLabel
              control={
                <Controller
                  name="accepted"
                  control={control}
                  render={({ field }) => <Checkbox {...muiControlled(field)} checked={field.value} />}
                />
              }
              label={shownAttestation}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
            {shownAttestation !== ATTESTATIONS[attestation] && (
              <Typography variant="body2" color="text.secondary">
                {t('signatures.recordedText', { text: ATTESTATIONS[attestation] })}
              </Typography>
            )}
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
