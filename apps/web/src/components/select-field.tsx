import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<NativeSelectProps, 'input' | 'error' | 'id' | 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. "Select..."), for selects that start unset. */
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  inputRef?: NativeSelectProps['inputRef'];
};

/**
 * A labelled select built on the browser's own select: the phone's native picker, full keyboard
 * support and a real `<label>` for screen readers, in MUI's outlined look.
 */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  helperText,
  error,
  fullWidth,
  size,
  required,
  inputProps,
  ...select
}: SelectFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...select}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ ...inputProps, id, required, 'aria-describedby': helperId, 'aria-invalid': error || undefined }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
