import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export type DateFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'id' | 'type'> & {
  id: string;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  /** `date` (default) or `time`. */
  type?: 'date' | 'time';
};

/**
 * A labelled native date input (the phone's own date picker). Its label always sits above the
 * field, because the browser shows its own mm/dd/yyyy placeholder inside it.
 */
export function DateField({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth,
  inputProps,
  type = 'date',
  ...input
}: DateFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} size={input.size}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        type={type}
        label={label}
        notched
        required={required}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
