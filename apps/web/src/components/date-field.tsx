import { TextInput, type TextInputProps } from './text-input';

export type DateFieldProps = Omit<TextInputProps, 'type' | 'shrinkLabel'> & {
  /** `date` (default) or `time`. */
  type?: 'date' | 'time';
};

/**
 * A labelled native date input (the phone's own date picker). Its label always sits above the
 * field, because the browser shows its own mm/dd/yyyy placeholder inside it.
 */
export function DateField({ type = 'date', ...field }: DateFieldProps) {
  return <TextInput {...field} type={type} shrinkLabel />;
}
