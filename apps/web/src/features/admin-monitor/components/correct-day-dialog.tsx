import { type WorkDayCorrectionBody, type WorkDayCorrectionFormInput, workDayCorrectionForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditDialog } from '../../../components/edit-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { NativeField } from '../../../components/native-field';
import { useToast } from '../../../components/toast-context';
import { translateMessage } from '../../../lib/i18n';
import { formatCalendarDate } from '../../../lib/i18n/intl';
import { refusalDetail } from '../../../lib/refusal';
import { needsConfirmation, shiftSpan } from '../../../lib/shift-span/proposed-shift';
import { fromZoneInput, toZoneInput } from '../../../lib/zone-input';
import { useCorrectTeamDay } from '../api/work-day-changes';
import { fieldRefusals } from '../lib/day-change';
import { ConfirmShift, ReasonField } from './day-change-parts';

/** The day a Correct action opens: a forgotten check-out of the alerts, or a row of the table. */
export interface DayToCorrect {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  workDate: string;
  checkInAt: string | null;
  checkOutAt: string | null;
}

type Values = { check_in: string; check_out: string; reason: string };

/**
 * A manager's (their team) or an admin's direct correction of a day (POST
 * /api/team/work-days/{id}/correct, docs/payroll-rules.md): the day's check-in and check-out on the
 * organisation's wall clock (lib/zone-input, as the admin console's Correct times), a required
 * reason, Cancel and Save. A shift across midnight or over 12 hours is saved only once confirmed,
 * as the corrections inbox approves one; a refusal shows the server's message in the reader's
 * language. Saved, a toast says so and the page's lists refetch.
 */
export function CorrectDayDialog({
  day,
  timeZone,
  onClose,
}: {
  day: DayToCorrect | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const correct = useCorrectTeamDay();
  const schema = useMemo(() => workDayCorrectionForm({ reasonRequired: t('dayChanges.reasonRequired') }), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<WorkDayCorrectionFormInput, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { check_in: '', check_out: '', reason: '' },
  });
  // the day stays in the dialog while it fades out
  const shown = useRef(day);
  if (day) shown.current = day;
  const view = shown.current;
  // the correction waiting for its confirmation (a long or overnight shift)
  const [confirming, setConfirming] = useState<WorkDayCorrectionBody | null>(null);

  useEffect(() => {
    if (!day) return;
    reset({
      check_in: toZoneInput(day.checkInAt, timeZone),
      check_out: toZoneInput(day.checkOutAt, timeZone),
      reason: '',
    });
    setConfirming(null);
  }, [day, timeZone, reset]);

  const send = async (body: WorkDayCorrectionBody) => {
    if (!day) return;
    try {
      await correct.mutateAsync({ id: day.id, body });
      toast.success(t('dayChanges.corrected'));
      onClose();
    } catch (error) {
      const refused = fieldRefusals(error, { check_in_at: 'check_in', check_out_at: 'check_out', reason: 'reason' });
      for (const [field, message] of refused) setError(field, { type: 'server', message });
      if (refused.length === 0)
        setError('root', { type: 'server', message: refusalDetail(t, error, t('dayChanges.failed')) });
    }
  };

  const submit = handleSubmit(async ({ check_in, check_out, reason }) => {
    if (!day) return;
    const body: WorkDayCorrectionBody = { reason };
    const inAt = fromZoneInput(check_in, timeZone);
    const outAt = fromZoneInput(check_out, timeZone);
    if (inAt && inAt !== day.checkInAt) body.check_in_at = inAt;
    if (outAt && outAt !== day.checkOutAt) body.check_out_at = outAt;
    if (!body.check_in_at && !body.check_out_at) {
      setError('root', { type: 'form', message: t('dayChanges.nothingChanged') });
      return;
    }
    if (needsConfirmation(shiftSpan(inAt ?? day.checkInAt, outAt ?? day.checkOutAt, timeZone))) {
      setConfirming(body);
      return;
    }
    await send(body);
  });

  const message = (field: keyof Values) => {
    const text = errors[field]?.message;
    return text ? translateMessage(t, text) : undefined;
  };
  const busy = correct.isPending;
  const span =
    confirming && day
      ? shiftSpan(confirming.check_in_at ?? day.checkInAt, confirming.check_out_at ?? day.checkOutAt, timeZone)
      : null;

  return (
    <>
      <EditDialog
        open={day !== null}
        id="correct-day"
        title={t('dayChanges.correctTitle')}
        saving={busy}
        texts={{ cancel: t('dayChanges.cancel'), save: t('dayChanges.save'), saving: t('dayChanges.saving') }}
        onClose={() => {
          if (!busy) onClose();
        }}
        onSubmit={(event) => void submit(event)}
      >
        {view && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box component="p" id="correct-day-intro" sx={{ m: 0, color: 'text.secondary' }}>
              {t('dayChanges.correctIntro', {
                name: view.name,
                date: formatCalendarDate(view.workDate),
                zone: timeZone,
              })}
            </Box>
            <ErrorBanner message={errors.root?.message} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <NativeField
                id="correct-day-check-in"
                type="datetime-local"
                label={t('dayChanges.checkIn')}
                field={register('check_in')}
                error={message('check_in')}
              />
              <NativeField
                id="correct-day-check-out"
                type="datetime-local"
                label={t('dayChanges.checkOut')}
                field={register('check_out')}
                error={message('check_out')}
              />
            </Box>
            <ReasonField id="correct-day-reason" field={register('reason')} error={message('reason')} />
          </Box>
        )}
      </EditDialog>
      <ConfirmShift
        id="confirm-day-change"
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
