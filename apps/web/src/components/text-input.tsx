import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'id'> & {
  id: string;
  label: string;
  /** A message under the field; shown in the error colour when `error` is set. */
  helperText?: ReactNode;
  error?: boolean;
  /** Ids of further elements that describe the input, such as a hint. */
  describedBy?: string;
  /** The label always sits above the field (a native date or time input shows its own placeholder). */
  shrinkLabel?: boolean;
};

// `required` goes to the input (announced by screen readers, checked by the browser's rules),
// not to the FormControl: the label then reads exactly as written, without an asterisk.

/**
 * A labelled outlined text input. Built from MUI's parts rather than TextField, which would also
 * bring the select and the other input variants into every page that has a form (docs/performance.md).
 */
export function TextInput({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth,
  describedBy,
  shrinkLabel,
  inputProps,
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedByIds = [helperId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} size={input.size}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel || undefined}
        required={required}
        inputProps={{ ...inputProps, 'aria-describedby': describedByIds }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
