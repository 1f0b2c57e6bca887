import {
  type CorrectionRequestBody,
  type CorrectionRequestInput,
  clockTime24,
  correctionRequestBody,
  earliestRecordDate,
  exactWorkedTime,
  formatHoursMinutes,
  localDateOf,
  OPEN_SHIFT_MAX_HOURS,
  overnightProposal,
  proposedShiftTimes,
  recordDateFromLink,
} from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { pendingRequestFor, useMyCorrections } from '../../../api/my-corrections';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { ErrorBanner } from '../../../components/error-banner';
import { NativeField } from '../../../components/native-field';
import { PageHeading } from '../../../components/page-heading';
import { TextInput } from '../../../components/text-input';
import { useToast } from '../../../components/toast-context';
import { ApiError } from '../../../lib/api-client';
import { muiField, showServerFieldErrors } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { formatServerTime } from '../../../lib/i18n/intl';
import { browserOffline, failedOffline } from '../../../lib/refusal';
import { checkOutOnDay, openShiftText, shiftLengthText } from '../../../lib/shift-span/shift-span';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePeriodLocked, useRequestCorrection, useShiftsOn } from '../api/corrections';
import { refusalText } from '../lib/refusal';
import '../i18n';

const FIELDS = ['date', 'check_in', 'check_out', 'reason'] as const;

/**
 * Request a correction (/corrections/new, `?date=` fills the date, as the timecard's day rows link
 * here; `&work_day_id=` names one shift of a day of several, docs/decisions/0027-split-shifts.md):
 * a date, proposed check-in and check-out (either may stay empty) and a reason.
 */
export default function RequestCorrectionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('corrections.newTitle'));
  const toast = useToast();
  const navigate = useNavigate();
  const timeZone = useOrganisationTimeZone();
  const [search] = useSearchParams();
  const today = localDateOf(new Date(), timeZone);
  // the last year only, as the server takes it (docs/product-rules.md §5 "How far back a record may be dated")
  const earliest = earliestRecordDate(today);
  const date = recordDateFromLink(search.get('date'), today);
  const shiftParam = Number(search.get('work_day_id'));
  const shiftId = Number.isSafeInteger(shiftParam) && shiftParam > 0 ? shiftParam : null;
  const send = useRequestCorrection();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<CorrectionRequestInput, unknown, CorrectionRequestBody>({
    resolver: zodResolver(correctionRequestBody),
    defaultValues: { date, check_in: '', check_out: '', reason: '' },
  });
  // A date with shifts asks which one, or a shift never punched (the timecard's link names one);
  // a date with one shift starts on it, a date with none needs no choice (ADR 0027).
  const chosenDate = String(watch('date') ?? '');
  const shiftsOn = useShiftsOn(chosenDate).data;
  const shifts = shiftsOn ?? [];
  // an approved period's days are locked: said at once, and nothing is sent (the server refuses it)
  const locked = usePeriodLocked(chosenDate).data === true;
  const [picked, setPicked] = useState<{ date: string; id: number | 'new' | null }>({ date, id: shiftId });
  const pickedId = picked.date === chosenDate ? picked.id : shifts.length === 1 ? (shifts[0]?.id ?? null) : null;
  const several = shifts.length > 0;
  const [shiftError, setShiftError] = useState<string | null>(null);
  // a shift of the picker: "08:09 AM to 04:05 PM", or one without a check-out as the timecard words it
  const shiftText = (shift: (typeof shifts)[number]) =>
    shift.check_out
      ? t('corrections.shiftTimes', {
          checkIn: formatServerTime(shift.check_in ?? ''),
          checkOut: checkOutOnDay(t, shift, timeZone),
        })
      : openShiftText(t, shift.check_in ?? '', shift.status === 'Missing');
  // a check-out not after the check-in ends the next day, as the server reads it: said at once
  // with the shift's length, as it is often a slip of AM/PM (docs/payroll-rules.md). With only a
  // check-out typed, the server reads it against the shift's recorded check-in, and so does this.
  const typedIn = String(watch('check_in') ?? '');
  // the shift it corrects: the one chosen, or a day's only one (which the server takes when none is named)
  const target =
    typeof pickedId === 'number'
      ? shifts.find((shift) => shift.id === pickedId)
      : pickedId === null && shifts.length === 1
        ? shifts[0]
        : undefined;
  // One request per date and shift is pending at a time (the server refuses a second): the form
  // says so, marks such shifts in the picker and sends nothing. The shift as the server takes it:
  // a day or a new shift never punched names none; several shifts and none chosen, not known yet.
  const mine = useMyCorrections().data;
  const targetWorkDay =
    shiftsOn === undefined
      ? undefined
      : pickedId === 'new' || shifts.length === 0
        ? null
        : target
          ? target.id
          : undefined;
  const pending = pendingRequestFor(mine, chosenDate, targetWorkDay);
  const optionText = (text: string, workDayId: number | null) =>
    pendingRequestFor(mine, chosenDate, workDayId) ? t('corrections.shiftPending', { shift: text }) : text;
  const recordedIn = !typedIn && target?.check_in_at ? clockTime24(new Date(target.check_in_at), timeZone) : '';
  const typedOut = String(watch('check_out') ?? '');
  const overnight = overnightProposal(chosenDate, typedIn || recordedIn, typedOut, timeZone);
  // The shift the typed times would leave, with the time worked once its recorded pauses are taken
  // off (the payroll's exactWorkedTime): what the manager will approve (docs/payroll-rules.md).
  const proposal = proposedShiftTimes(
    chosenDate,
    { checkIn: typedIn, checkOut: typedOut },
    { checkIn: target?.check_in_at ?? null, checkOut: target?.check_out_at ?? null },
    timeZone,
  );
  const proposedLength =
    (typedIn || typedOut) && proposal.checkIn && proposal.checkOut && overnight?.allowed !== false
      ? shiftLengthText(
          t,
          proposal.checkIn,
          proposal.checkOut,
          exactWorkedTime(proposal.checkIn, proposal.checkOut, target?.pauses ?? []),
        )
      : null;

  const onSubmit = handleSubmit(async (body) => {
    // Offline, nothing is sent and nothing waits (the request is not queued, useRequestCorrection):
    // the form says so at once and keeps what was typed, to be sent again with a signal.
    if (browserOffline()) {
      setError('root', { type: 'offline', message: t('corrections.offlineNotSent') });
      return;
    }
    try {
      setShiftError(null);
      const target =
        !several || pickedId === null ? {} : pickedId === 'new' ? { new_shift: true } : { work_day_id: pickedId };
      await send.mutateAsync({ ...body, ...target });
      toast.success(t('corrections.sent'));
      navigate('/corrections');
    } catch (error) {
      const fields = error instanceof ApiError ? FIELDS.filter((f) => error.fieldErrors[f]?.length) : [];
      const refusedShift = error instanceof ApiError ? error.fieldErrors.work_day_id?.[0] : undefined;
      if (fields.length > 0) showServerFieldErrors(error, fields, setError);
      else if (refusedShift) setShiftError(translateMessage(t, refusedShift));
      else if (failedOffline(error)) setError('root', { type: 'offline', message: t('corrections.offlineNotSent') });
      else setError('root', { type: 'server', message: refusalText(t, error) });
    }
  });

  const message = (field: (typeof FIELDS)[number]) => {
    const text = errors[field]?.message;
    return text ? translateMessage(t, text) : undefined;
  };
  const help = (field: (typeof FIELDS)[number]) => ({ error: Boolean(message(field)), helperText: message(field) });

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <PageHeading title={t('corrections.newTitle')} intro={t('corrections.newIntro')} />
      <Card component="section">
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={onSubmit}
            data-testid="correction-form"
            sx={{ display: 'grid', gap: 2 }}
          >
            <ErrorBanner message={errors.root?.message} />
            {locked && (
              <Alert severity="warning" data-testid="correction-period-locked">
                {t('corrections.errors.timecard_locked')}
              </Alert>
            )}
            {pending && !locked && (
              <Alert severity="info" role="status" data-testid="correction-pending">
                {t('corrections.pendingNotice')}{' '}
                <Link component={RouterLink} to="/corrections">
                  {t('corrections.seeRequests')}
                </Link>
              </Alert>
            )}
            <NativeField
              id="correction-date"
              type="date"
              label={t('corrections.date')}
              field={register('date')}
              required
              min={earliest}
              max={today}
              error={message('date')}
            />
            {(several || shiftError) && (
              <FormControl fullWidth error={Boolean(shiftError)}>
                <InputLabel htmlFor="correction-shift" shrink>
                  {t('corrections.shift')}
                </InputLabel>
                <NativeSelect
                  id="correction-shift"
                  value={pickedId === null ? '' : String(pickedId)}
                  onChange={(event) => {
                    const value = event.target.value;
                    setPicked({ date: chosenDate, id: value === 'new' ? 'new' : value ? Number(value) : null });
                  }}
                  input={<OutlinedInput label={t('corrections.shift')} notched />}
                  inputProps={{
                    'aria-describedby': shiftError ? 'correction-shift-helper-text' : undefined,
                    'aria-invalid': Boolean(shiftError),
                  }}
                  data-testid="correction-shift"
                >
                  <option value="">{t('corrections.chooseShift')}</option>
                  {shifts.map((shift) => (
                    <option key={shift.id} value={String(shift.id)}>
                      {optionText(shiftText(shift), shift.id)}
                    </option>
                  ))}
                  <option value="new">{optionText(t('corrections.newShift'), null)}</option>
                </NativeSelect>
                {shiftError && <FormHelperText id="correction-shift-helper-text">{shiftError}</FormHelperText>}
              </FormControl>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <NativeField
                id="correction-check-in"
                type="time"
                label={t('corrections.checkIn')}
                field={register('check_in')}
                error={message('check_in')}
              />
              <NativeField
                id="correction-check-out"
                type="time"
                label={t('corrections.checkOut')}
                field={register('check_out')}
                error={message('check_out')}
              />
            </Box>
            {overnight && (
              <Alert
                severity="warning"
                role="status"
                data-testid="correction-overnight"
                data-allowed={overnight.allowed}
              >
                {overnight.allowed
                  ? t('corrections.overnightNotice', { length: formatHoursMinutes(overnight.minutes) })
                  : t('corrections.overnightTooLong', {
                      length: formatHoursMinutes(overnight.minutes),
                      max: OPEN_SHIFT_MAX_HOURS,
                    })}
              </Alert>
            )}
            {proposedLength && (
              <Typography
                variant="body2"
                sx={{ fontWeight: 600 }}
                role="status"
                data-testid="correction-proposed-length"
              >
                {proposedLength}
              </Typography>
            )}
            <TextInput
              {...muiField(register('reason'))}
              id="correction-reason"
              label={t('corrections.reason')}
              required
              fullWidth
              multiline
              minRows={2}
              inputProps={{ maxLength: 500 }}
              {...help('reason')}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to="/corrections">
                {t('corrections.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={send.isPending || locked || Boolean(pending)}
                data-testid="send-correction"
              >
                {send.isPending ? t('corrections.sending') : t('corrections.send')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
