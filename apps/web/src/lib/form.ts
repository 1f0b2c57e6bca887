import type {
  ControllerRenderProps,
  FieldPath,
  FieldValues,
  UseFormRegisterReturn,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';

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
 * docs/product-rules.md §5).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages?.length) setError(field, { type: 'server', message: messages.join(' ') });
  }
}
