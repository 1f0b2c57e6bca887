import {
  earliestRecordDate,
  localDateOf,
  type NewWorkDayFormInput,
  type NewWorkDayFormValues,
  newWorkDayForm,
  proposedShiftTimes,
} from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../components/edit-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { NativeField } from '../../../components/native-field';
import { SelectField } from '../../../components/select-field';
import { useToast } from '../../../components/toast-context';
import { muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { refusalDetail } from '../../../lib/refusal';
import { needsConfirmation, shiftSpan } from '../../../lib/shift-span/proposed-shift';
import { useAddWorkDay, usePeopleToAddFor } from '../api/work-day-changes';
import { fieldRefusals } from '../lib/day-change';
import { ConfirmShift, ReasonField } from './day-change-parts';

interface NewDay {
  user_id: number;
  check_in_at: string;
  check_out_at: string;
  reason: string;
}

const EMPTY: NewWorkDayFormInput = { user_id: '', date: '', check_in: '', check_out: '', reason: '' };

/**
 * Add a missed day (POST /api/admin/work-days, docs/payroll-rules.md): the employee (a manager's
 * team, everyone for an admin, as their timecards list them), the date (today at the latest, a
 * year back at the earliest), check-in and check-out times on the organisation's clock (a
 * check-out before the check-in ends the next day, as a correction request reads it) and a
 * reason. A shift across midnight or over 12 hours asks first; a refusal (a day already there, an
 * approved timecard) shows the server's message in the reader's language.
 */
export function AddDayDialog({
  open,
  timeZone,
  selfToLeaveOut,
  onClose,
}: {
  open: boolean;
  timeZone: string;
  /** The reader's own id when they may not add their own day (a manager). */
  selfToLeaveOut?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddWorkDay();
  const people = usePeopleToAddFor(open, selfToLeaveOut);
  const today = localDateOf(new Date(), timeZone);
  const earliest = earliestRecordDate(today);
  const schema = useMemo(
    () =>
      newWorkDayForm(
        { earliest, today },
        {
          employeeRequired: t('dayChanges.employeeRequired'),
          dateRequired: t('dayChanges.dateRequired'),
          dateInFuture: t('dayChanges.dateInFuture'),
          dateTooEarly: t('dayChanges.dateTooEarly', { date: formatCalendarDate(earliest) }),
          checkInRequired: t('dayChanges.checkInRequired'),
          checkOutRequired: t('dayChanges.checkOutRequired'),
          reasonRequired: t('dayChanges.reasonRequired'),
        },
      ),
    [t, earliest, today],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NewWorkDayFormInput, unknown, NewWorkDayFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [confirming, setConfirming] = useState<NewDay | null>(null);

  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setConfirming(null);
  }, [open, reset]);

  const send = async (day: NewDay) => {
    try {
      await add.mutateAsync(day);
      toast.success(t('dayChanges.added'));
      onClose();
    } catch (error) {
      const refused = fieldRefusals(error, {
        user_id: 'user_id',
        check_in_at: 'check_in',
        check_out_at: 'check_out',
        reason: 'reason',
      } as const);
      for (const [field, message] of refused) setError(field, { type: 'server', message });
      if (refused.length === 0)
        setError('root', { type: 'server', message: refusalDetail(t, error, t('dayChanges.failed')) });
    }
  };

  const submit = handleSubmit(async (values) => {
    // the times on the date's wall clock; a check-out not after the check-in on the next day
    const times = proposedShiftTimes(
      values.date,
      { checkIn: values.check_in, checkOut: values.check_out },
      { checkIn: null, checkOut: null },
      timeZone,
    );
    if (!times.checkIn || !times.checkOut) return;
    const day: NewDay = {
      user_id: Number(values.user_id),
      check_in_at: times.checkIn.toISOString(),
      check_out_at: times.checkOut.toISOString(),
      reason: values.reason,
    };
    if (needsConfirmation(shiftSpan(day.check_in_at, day.check_out_at, timeZone))) {
      setConfirming(day);
      return;
    }
    await send(day);
  });

  const message = (field: keyof NewWorkDayFormInput) => {
    const text = errors[field]?.message;
    return text ? translateMessage(t, text) : undefined;
  };
  const busy = add.isPending;
  const span = confirming ? shiftSpan(confirming.check_in_at, confirming.check_out_at, timeZone) : null;
  const options = (people.data ?? []).map((person) => ({ value: String(person.id), label: person.name }));

  return (
    <>
      <EditDialog
        open={open}
        id="add-day"
        title={t('dayChanges.addTitle')}
        saving={busy}
        texts={{ cancel: t('dayChanges.cancel'), save: t('dayChanges.save'), saving: t('dayChanges.saving') }}
        onClose={() => {
          if (!busy) onClose();
        }}
        onSubmit={(event) => void submit(event)}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box component="p" id="add-day-intro" sx={{ m: 0, color: 'text.secondary' }}>
            {t('dayChanges.addIntro', { zone: timeZone })}
          </Box>
          <ErrorBanner message={people.isError ? t('dayChanges.peopleFailed') : errors.root?.message} />
          <SelectField
            id="add-day-employee"
            label={t('dayChanges.employee')}
            placeholder={t('dayChanges.chooseEmployee')}
            options={options}
            required
            fullWidth
            {...muiField(register('user_id'))}
            error={Boolean(message('user_id'))}
            helperText={message('user_id')}
          />
          <NativeField
            id="add-day-date"
            type="date"
            label={t('dayChanges.date')}
            field={register('date')}
            required
            min={earliest}
            max={today}
            error={message('date')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NativeField
              id="add-day-check-in"
              type="time"
              label={t('dayChanges.checkIn')}
              field={register('check_in')}
              required
              error={message('check_in')}
            />
            <NativeField
              id="add-day-check-out"
              type="time"
              label={t('dayChanges.checkOut')}
              field={register('check_out')}
              required
              error={message('check_out')}
            />
          </Box>
          <ReasonField id="add-day-reason" field={register('reason')} error={message('reason')} />
        </Box>
      </EditDialog>
      <ConfirmShift
        id="confirm-new-day"
        waiting={confirming}
        span={span}
        timeZone={timeZone}
        busy={busy}
        onSettled={() => setConfirming(null)}
        send={(value) => void send(value)}
      />
    </>
  );
}
