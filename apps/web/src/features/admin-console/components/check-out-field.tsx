import { daysLaterIn } from '@daybook/domain';
import { FunctionField, type FunctionFieldProps, useTranslate } from 'react-admin';
import { useConsoleDates } from './console-dates';

interface Shift {
  check_out?: string | null;
  check_in_at?: string | null;
  check_out_at?: string | null;
}

/** `source` names the column (a list's header, a phone card's label): the check-out's, `check_out`. */
type CheckOutFieldProps = Omit<FunctionFieldProps, 'render' | 'source'> & { source: 'check_out' };

/**
 * A work day's check-out as the server wrote it (hh:mm AM; "06:00 a.m." in Spanish), marked "(+1 day)" when it falls on a
 * later calendar day than the check-in on the organisation's clock, as the timecard and the
 * dashboard mark a shift across midnight (docs/payroll-rules.md, "Correction requests and managers' corrections").
 */
export function CheckOutField(props: CheckOutFieldProps) {
  const translate = useTranslate();
  const { timeZone, time } = useConsoleDates();
  return (
    <FunctionField
      {...props}
      render={(shift: Shift) => {
        if (!shift.check_out) return '--:-- --';
        const days = daysLaterIn(shift.check_in_at, shift.check_out_at, timeZone);
        const shown = time(shift.check_out);
        return days > 0 ? translate('daybook.laterDay', { time: shown, smart_count: days }) : shown;
      }}
    />
  );
}
