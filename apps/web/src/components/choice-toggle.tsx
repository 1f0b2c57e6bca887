import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ChoiceToggleProps<Value extends string> {
  /** The group's accessible name. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  /** Called with another choice; pressing the chosen one again keeps it. */
  onChange: (value: Value) => void;
}

/** One of a few choices as a row of small toggle buttons (a list's status filter). */
export function ChoiceToggle<Value extends string>({ label, value, options, onChange }: ChoiceToggleProps<Value>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: Value | null) => next && onChange(next)}
      aria-label={label}
      sx={{ flexWrap: 'wrap' }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
