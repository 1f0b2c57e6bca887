import { FunctionField, type FunctionFieldProps, useLocaleState } from 'react-admin';
import { formatNumber } from '../../../lib/i18n/intl';
import { localeOf } from '../../../lib/i18n/language';

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * Hours as the timecard shows them, with two decimals ("7.60", "15.00", "0.00"), in the console's
 * language (en-US, es-US), so a column of hours lines up and reads as the timecard's figures do.
 * Anything that is not a number is left empty.
 */
export function consoleHours(value: unknown, locale: string): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(value, TWO_DECIMALS, locale) : '';
}

type HoursFieldProps = Omit<FunctionFieldProps, 'render' | 'source'> & { source: string };

/** A list's or a page's hours (react-admin field), right-aligned in a table like a NumberField. */
export function HoursField(props: HoursFieldProps) {
  const [language] = useLocaleState();
  const locale = localeOf(language);
  return (
    <FunctionField
      {...props}
      render={(record: Record<string, unknown>) => consoleHours(record[props.source], locale)}
    />
  );
}
// a Datagrid aligns a column by its field's `textAlign` (as NumberField's own)
HoursField.textAlign = 'right' as const;
