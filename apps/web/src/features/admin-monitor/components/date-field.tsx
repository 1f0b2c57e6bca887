import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled native date input (`YYYY-MM-DD`), with its message underneath when invalid. */
export function DateField({ id, label, value, error, onChange }: DateFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth size="small" error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-describedby': error ? helperId : undefined, 'aria-invalid': Boolean(error) }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
