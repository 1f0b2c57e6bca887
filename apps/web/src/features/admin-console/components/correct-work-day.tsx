import { type WorkDayCorrectionFormInput, workDayCorrectionForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { fromZoneInput, toZoneInput } from '../../../lib/zone-input';
import type { AdminDataProvider, WorkDayCorrectionInput } from '../data/data-provider';
import { useConsoleDates } from './console-dates';

interface WorkDayRecord {
  id: number;
  user_name: string;
  date: string;
  work_date: string;
  check_in_at: string;
  check_out_at: string | null;
}

/**
 * Correct a work day (e.g. a Missing day): new check-in and/or check-out on the organisation's
 * wall clock and a required reason. The server recomputes the hours and keeps the original times.
 */
export function CorrectWorkDayButton() {
  const record = useRecordContext<WorkDayRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // the organisation's zone (the default until its settings are loaded) and the console's date format
  const dates = useConsoleDates();
  const zone = dates.timeZone;
  const [open, setOpen] = useState(false);
  const schema = useMemo(
    () => workDayCorrectionForm({ reasonRequired: translate('daybook.reasonRequired') }),
    [translate],
  );
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting: busy },
  } = useForm<WorkDayCorrectionFormInput, unknown, { check_in: string; check_out: string; reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { check_in: '', check_out: '', reason: '' },
  });
  if (!record) return null;

  const start = () => {
    reset({
      check_in: toZoneInput(record.check_in_at, zone),
      check_out: toZoneInput(record.check_out_at, zone),
      reason: '',
    });
    setOpen(true);
  };

  const submit = handleSubmit(async ({ check_in, check_out, reason }) => {
    const body: WorkDayCorrectionInput = { reason };
    const inAt = fromZoneInput(check_in, zone);
    const outAt = fromZoneInput(check_out, zone);
    if (inAt && inAt !== record.check_in_at) body.check_in_at = inAt;
    if (outAt && outAt !== record.check_out_at) body.check_out_at = outAt;
    try {
      await dataProvider.correctWorkDay(record.id, body);
      notify('daybook.correctionSaved', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  });
  const reasonError = errors.reason?.message ?? null;

  return (
    <>
      <Button size="small" startIcon={<EditCalendar />} onClick={start}>
        {translate('daybook.correct')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="correct-day-title" fullWidth maxWidth="sm">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id="correct-day-title">{translate('daybook.correctTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {record.user_name} · {dates.date(record.work_date ?? record.date)}.{' '}
              {translate('daybook.correctIntro', { zone })}
            </DialogContentText>
            <Stack spacing={2}>
              <MuiTextField
                id="correct-check-in"
                label={translate('daybook.newCheckIn')}
                type="datetime-local"
                {...muiField(register('check_in'))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <MuiTextField
                id="correct-check-out"
                label={translate('daybook.newCheckOut')}
                type="datetime-local"
                {...muiField(register('check_out'))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <MuiTextField
                id="correct-reason"
                label={translate('daybook.reason')}
                required
                multiline
                minRows={2}
                {...muiField(register('reason'))}
                value={watch('reason')}
                error={reasonError !== null}
                helperText={reasonError ?? ' '}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('ra.action.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
