import { DateField } from './date-field';

interface DateRangeFieldsProps {
  start: { id: string; label: string; value: string; onChange: (date: string) => void };
  end: { id: string; label: string; value: string; onChange: (date: string) => void };
  /** The error under the end date while it comes before the start date. */
  reversedText: string;
}

/**
 * A report's start and end dates, side by side in the caller's grid. A cleared field keeps its
 * date (a range always has both ends); an end before the start is marked as a field error.
 */
export function DateRangeFields({ start, end, reversedText }: DateRangeFieldsProps) {
  const reversed = start.value > end.value;
  return (
    <>
      <DateField
        id={start.id}
        label={start.label}
        value={start.value}
        onChange={(event) => event.target.value && start.onChange(event.target.value)}
        fullWidth
      />
      <DateField
        id={end.id}
        label={end.label}
        value={end.value}
        onChange={(event) => event.target.value && end.onChange(event.target.value)}
        error={reversed}
        helperText={reversed ? reversedText : undefined}
        fullWidth
      />
    </>
  );
}
