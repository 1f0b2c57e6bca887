import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NativeFieldProps {
  id: string;
  label: string;
  type: 'date' | 'time' | 'datetime-local';
  field: UseFormRegisterReturn;
  required?: boolean;
  min?: string;
  max?: string;
  error?: string;
}

/**
 * A labelled native date, time or date-and-time input (the label stays above the browser's own
 * placeholder): the correction request form's fields and the monitoring page's correction dialogs.
 */
export function NativeField({ id, label, type, field, required, min, max, error }: NativeFieldProps) {
  const helperId = `${id}-helper-text`;
  const { ref, ...rest } = field;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        {...rest}
        inputRef={ref as Ref<HTMLInputElement>}
        id={id}
        type={type}
        label={label}
        notched
        required={required}
        inputProps={{ min, max, 'aria-describedby': error ? helperId : undefined, 'aria-invalid': Boolean(error) }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
