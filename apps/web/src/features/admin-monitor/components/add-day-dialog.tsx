import { earliestRecordDate, localDateOf, type NewWorkDayBody, proposedShiftTimes } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
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
import {
  type AddDayFormInput,
  type AddDayFormValues,
  addDayForm,
  MAX_PAUSES,
  type PauseProblem,
  pauseInstant,
  pauseProblems,
} from '../lib/day-pauses';
import { ConfirmShift, ReasonField } from './day-change-parts';

type NewDay = NewWorkDayBody;

const EMPTY: AddDayFormInput = { user_id: '', date: '', check_in: '', check_out: '', reason: '', pauses: [] };

/**
 * Add a missed day (POST /api/admin/work-days, docs/payroll-rules.md): the employee (a manager's
 * team, everyone for an admin, as their timecards list them), the date (today at the latest, a
 * year back at the earliest), check-in and check-out times on the organisation's clock (a
 * check-out before the check-in ends the next day, as a correction request reads it), the pauses
 * taken (start and end on the same clock, up to 20; lib/day-pauses.ts) and a reason. Pauses the
 * server would refuse (not inside the shift, ending before they start, overlapping) are named
 * under their fields before anything is sent. A shift across midnight or over 12 hours asks first;
 * a refusal (a day already there, an approved timecard) shows the server's message in the reader's
 * language.
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
      addDayForm(
        { earliest, today },
        {
          employeeRequired: t('dayChanges.employeeRequired'),
          dateRequired: t('dayChanges.dateRequired'),
          dateInFuture: t('dayChanges.dateInFuture'),
          dateTooEarly: t('dayChanges.dateTooEarly', { date: formatCalendarDate(earliest) }),
          checkInRequired: t('dayChanges.checkInRequired'),
          checkOutRequired: t('dayChanges.checkOutRequired'),
          reasonRequired: t('dayChanges.reasonRequired'),
          pauseStartRequired: t('dayChanges.pauseStartRequired'),
          pauseEndRequired: t('dayChanges.pauseEndRequired'),
        },
      ),
    [t, earliest, today],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AddDayFormInput, unknown, AddDayFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const pauseRows = useFieldArray({ control, name: 'pauses' });
  const addPauseButton = useRef<HTMLButtonElement>(null);
  // each removal of a pause: its button is gone, so the focus goes on to Add a pause once shown
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) addPauseButton.current?.focus();
  }, [removals]);
  const [confirming, setConfirming] = useState<NewDay | null>(null);

  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setConfirming(null);
  }, [open, reset]);

  const problemText = (problem: PauseProblem): string => {
    switch (problem.kind) {
      case 'endBeforeStart':
        return t('dayChanges.pauseEndBeforeStart');
      case 'beforeCheckIn':
        return t('dayChanges.pauseBeforeCheckIn');
      case 'afterCheckOut':
        return t('dayChanges.pauseAfterCheckOut');
      case 'overlaps':
        return t('dayChanges.pauseOverlaps', { number: problem.other + 1 });
    }
  };

  const send = async (day: NewDay) => {
    try {
      await add.mutateAsync(day);
      toast.success(t('dayChanges.added'));
      onClose();
    } catch (error) {
      const fields: Record<string, FieldPath<AddDayFormInput>> = {
        user_id: 'user_id',
        check_in_at: 'check_in',
        check_out_at: 'check_out',
        reason: 'reason',
        pauses: 'pauses',
      };
      day.pauses.forEach((_, index) => {
        fields[`pauses.${index}.start_at`] = `pauses.${index}.start`;
        fields[`pauses.${index}.end_at`] = `pauses.${index}.end`;
      });
      const refused = fieldRefusals(error, fields);
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
    const shift = { checkIn: times.checkIn, checkOut: times.checkOut };
    const pauses = values.pauses.map((pause) => ({
      start: pauseInstant(values.date, pause.start, shift, timeZone),
      end: pauseInstant(values.date, pause.end, shift, timeZone),
    }));
    if (pauses.some((pause) => !pause.start || !pause.end)) return;
    const instants = pauses as { start: Date; end: Date }[];
    const problems = pauseProblems(instants, shift);
    for (const problem of problems)
      setError(`pauses.${problem.index}.${problem.field}`, { type: 'validate', message: problemText(problem) });
    if (problems.length > 0) return;
    const day: NewDay = {
      user_id: Number(values.user_id),
      check_in_at: times.checkIn.toISOString(),
      check_out_at: times.checkOut.toISOString(),
      pauses: instants.map((pause) => ({ start_at: pause.start.toISOString(), end_at: pause.end.toISOString() })),
      reason: values.reason,
    };
    if (needsConfirmation(shiftSpan(day.check_in_at, day.check_out_at, timeZone))) {
      setConfirming(day);
      return;
    }
    await send(day);
  });

  const shown = (text: string | undefined) => (text ? translateMessage(t, text) : undefined);
  const message = (field: Exclude<keyof AddDayFormInput, 'pauses'>) => shown(errors[field]?.message);
  // a refusal of the pauses as a whole (the server's `pauses`)
  const pausesMessage = shown(errors.pauses?.root?.message ?? errors.pauses?.message);
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
          <Box
            component="fieldset"
            aria-describedby="add-day-pauses-hint"
            sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}
          >
            <Typography component="legend" sx={{ fontWeight: 700, p: 0, mb: 0.5 }}>
              {t('dayChanges.pauses')}
            </Typography>
            <Typography id="add-day-pauses-hint" variant="body2" color="text.secondary" sx={{ mt: -1 }}>
              {t('dayChanges.pausesHint')}
            </Typography>
            {pauseRows.fields.map((row, index) => {
              const number = index + 1;
              const rowErrors = errors.pauses?.[index];
              return (
                <Box
                  key={row.id}
                  data-testid="add-day-pause"
                  sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' }}
                >
                  <NativeField
                    id={`add-day-pause-${index}-start`}
                    type="time"
                    label={t('dayChanges.pauseStart', { number })}
                    field={register(`pauses.${index}.start`)}
                    required
                    error={shown(rowErrors?.start?.message)}
                  />
                  <NativeField
                    id={`add-day-pause-${index}-end`}
                    type="time"
                    label={t('dayChanges.pauseEnd', { number })}
                    field={register(`pauses.${index}.end`)}
                    required
                    error={shown(rowErrors?.end?.message)}
                  />
                  <IconButton
                    color="error"
                    aria-label={t('dayChanges.removePause', { number })}
                    title={t('dayChanges.removePause', { number })}
                    disabled={busy}
                    sx={{ alignSelf: 'start', mt: 1 }}
                    onClick={() => {
                      pauseRows.remove(index);
                      setRemovals((count) => count + 1);
                    }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              );
            })}
            <ErrorBanner message={pausesMessage} />
            {pauseRows.fields.length < MAX_PAUSES ? (
              <Button
                ref={addPauseButton}
                variant="outlined"
                startIcon={<Add />}
                disabled={busy}
                sx={{ justifySelf: 'start' }}
                onClick={() => pauseRows.append({ start: '', end: '' })}
              >
                {t('dayChanges.addPause')}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('dayChanges.pausesMax', { max: MAX_PAUSES })}
              </Typography>
            )}
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
