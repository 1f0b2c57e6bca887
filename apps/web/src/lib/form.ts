import type { ReactNode } from 'react';
import {
  type ControllerRenderProps,
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import { translateMessage } from './i18n';

/** Adapts react-hook-form's `register` to MUI inputs, whose input element ref is `inputRef`. */
export function muiField<Name extends string>({ ref, ...field }: UseFormRegisterReturn<Name>) {
  return { ...field, inputRef: ref };
}

/** The same for a `Controller`'s field (MUI selects, checkboxes), so a refused field takes the focus. */
export function muiControlled<Values extends FieldValues, Name extends FieldPath<Values>>({
  ref,
  ...field
}: ControllerRenderProps<Values, Name>) {
  return { ...field, inputRef: ref };
}

/**
 * Puts a 400 answer's field messages under the matching fields (lists joined with a space,
 * docs/product-rules.md §5). Whether any was put, so a form can leave the rest to a banner.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages?.length) {
      setError(field, { type: 'server', message: messages.join(' ') });
      shown = true;
    }
  }
  return shown;
}

/** The parts of a `useForm` result that a field's props are made from. */
export type FieldForm<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'register' | 'formState'>;

/**
 * The props every registered form field shares (TextInput, PasswordField, DateField, SelectField):
 * the registration, the error state and, under the field, its message in the current language
 * (else `hint`). Spread first, then the field's own id, label and input props:
 * `const field = useFieldProps(form); <TextInput {...field('email')} id="…" label={…} />`.
 */
export function useFieldProps<Values extends FieldValues>(form: FieldForm<Values>) {
  const { t } = useTranslation();
  return (name: FieldPath<Values>, hint?: ReactNode) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return {
      ...muiField(form.register(name)),
      error: Boolean(error),
      helperText: error?.message ? translateMessage(t, error.message) : hint,
    };
  };
}
