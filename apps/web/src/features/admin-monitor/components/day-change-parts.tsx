import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextInput } from '../../../components/text-input';
import { muiField } from '../../../lib/form';
import type { ProposedShift } from '../../../lib/shift-span/proposed-shift';
import { confirmShiftText } from '../lib/day-change';

/** The reason every change of a day carries (required; kept with the change, docs/payroll-rules.md). */
export function ReasonField({ id, field, error }: { id: string; field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...muiField(field)}
      id={id}
      label={t('dayChanges.reason')}
      required
      fullWidth
      multiline
      minRows={2}
      inputProps={{ maxLength: 500 }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}

/**
 * The question a long or overnight shift asks before it is saved, as the corrections inbox asks it
 * (confirmShiftText): `waiting` is what Save will send once confirmed, `span` its shift.
 */
export function ConfirmShift<T>({
  id,
  waiting,
  span,
  timeZone,
  busy,
  onSettled,
  send,
}: {
  id: string;
  waiting: T | null;
  span: ProposedShift | null;
  timeZone: string;
  busy: boolean;
  /** Called on either answer: the question is closed. */
  onSettled: () => void;
  send: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={span !== null}
      id={id}
      title={t('dayChanges.confirmTitle')}
      body={span ? confirmShiftText(t, span, timeZone) : ''}
      cancelLabel={t('dayChanges.cancel')}
      confirmLabel={t('dayChanges.save')}
      busy={busy}
      onCancel={onSettled}
      onConfirm={() => {
        const value = waiting;
        onSettled();
        if (value) send(value);
      }}
    />
  );
}
