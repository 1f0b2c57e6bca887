import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client';
import { muiField } from '../lib/form';
import { translateMessage } from '../lib/i18n';
import { ErrorBanner } from './error-banner';
import { TextInput } from './text-input';
import { TitledDialog } from './titled-dialog';

export interface ReasonDialogTexts {
  title: string;
  intro: string;
  label: string;
  cancel: string;
  confirm: string;
  /** The confirm button's text while the request runs. */
  busy: string;
}

export interface ReasonDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** Sends the text; resolves with null when the server accepted it, or with the refusal. */
  onConfirm: (text: string) => Promise<unknown>;
  /** The request body's schema from packages/domain: one text field, named `field`. */
  schema: z.ZodType<Record<string, string>>;
  field: string;
  /** Prefix of the element ids and test ids (`${name}-title`, `${name}-form`, `confirm-${name}`). */
  name: string;
  texts: ReasonDialogTexts;
  /** Words a refusal without a field error in the reader's language (the feature's error codes). */
  refusalText: (error: unknown) => string;
  confirmColor?: 'primary' | 'error';
}

/**
 * A decision that needs a written reason (deny a correction request, reopen a timecard): one
 * required text of at most 500 characters, checked with the request's own schema before it is
 * sent; a server refusal of the text shows on the field, any other above it.
 */
export function ReasonDialog({
  open,
  busy,
  onClose,
  onConfirm,
  schema,
  field,
  name,
  texts,
  refusalText,
  confirmColor = 'primary',
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Record<string, string>>({ resolver: zodResolver(schema as never), defaultValues: { [field]: '' } });

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await onConfirm(values[field] ?? '');
    if (refusal === null) {
      reset();
      onClose();
      return;
    }
    const fieldMessages = refusal instanceof ApiError ? refusal.fieldErrors[field] : undefined;
    if (fieldMessages?.length) setError(field, { type: 'server', message: fieldMessages.join(' ') });
    else setError('root', { type: 'server', message: refusalText(refusal) });
  });
  const message = errors[field]?.message;
  return (
    <TitledDialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      id={name}
      title={texts.title}
      text={texts.intro}
      textId="intro"
      textGap={2}
      onSubmit={onSubmit}
      formTestId={`${name}-form`}
      actions={
        <>
          <Button onClick={close} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={confirmColor}
            disabled={busy}
            data-testid={`confirm-${name}`}
          >
            {busy ? texts.busy : texts.confirm}
          </Button>
        </>
      }
    >
      <ErrorBanner message={errors.root?.message} sx={{ mb: 2 }} />
      <TextInput
        {...muiField(register(field))}
        id={`${name}-${field}`}
        label={texts.label}
        required
        autoFocus
        fullWidth
        multiline
        minRows={2}
        inputProps={{ maxLength: 500 }}
        error={Boolean(message)}
        helperText={message ? translateMessage(t, message) : undefined}
      />
    </TitledDialog>
  );
}
