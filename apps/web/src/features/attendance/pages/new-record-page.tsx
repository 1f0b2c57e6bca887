import { type ClientAttendance, clientAttendanceCreateBody, displayDate, recordDateFromLink } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useClients } from '../../../api/clients';
import { useActiveLocations } from '../../../api/locations';
import { useActiveServiceCodes } from '../../../api/service-codes';
import { ErrorBanner } from '../../../components/error-banner';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { showServerFieldErrors, useFieldProps } from '../../../lib/form';
import { formatLongDate, formatServerDate, useLocale } from '../../../lib/i18n/intl';
import { locationOptions, serviceOptions } from '../../../lib/location-options';
import { offlineAction } from '../../../lib/offline/offline-queue';
import { useOfflineQueue } from '../../../lib/offline/offline-queue-context';
import { isOffline } from '../../../lib/offline/send-queued';
import { hasFieldErrors, refusalDetail } from '../../../lib/refusal';
import { halfHours } from '../../../lib/time-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { useCreateAttendance } from '../api/attendance';
import { authorizationWarning } from '../lib/authorization-warning';
import { recordDateProblem } from '../lib/record-date';
import '../i18n';

/** Wait before returning to the log after a save (docs/product-rules.md §9). */
const REDIRECT_MS = 2000;

const FIELDS = ['client', 'time_in', 'time_out', 'service', 'location', 'date', 'one_on_one'] as const;

/**
 * Add New Attendance Record (/new-record): docs/product-rules.md §2 with the rules of §5. The date
 * is read-only, as the product has it: the log's day (`?date=YYYY-MM-DD`, from the log's Add New
 * Record) when a record may carry it, else today; the day is written out beside it.
 */
export default function NewRecordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('newRecord.title'));
  const timeOptions = halfHours(useLocale());
  const navigate = useNavigate();
  const today = useToday();
  const [params] = useSearchParams();
  const firstDate = recordDateFromLink(params.get('date'), today);
  // Cancel, and a save, return to the log's day it came from (today's is the product's plain /attendance-log)
  const logHref = firstDate === today ? '/attendance-log' : `/attendance-log?date=${firstDate}`;
  const clients = useClients();
  const create = useCreateAttendance();
  const services = useActiveServiceCodes();
  const locations = useActiveLocations();
  // the first program location (docs/product-rules.md §9) unless an admin retired it (ADR 0028)
  const firstLocation =
    !locations.data?.length || locations.data.some((l) => l.code === 'GUADALUPE_DTA')
      ? 'GUADALUPE_DTA'
      : (locations.data[0]?.code ?? 'GUADALUPE_DTA');
  const [saved, setSaved] = useState(false);
  // Without a network the new record waits on the device and is sent later (docs/offline.md).
  const queue = useOfflineQueue();
  const [queued, setQueued] = useState(false);
  // the saved record's authorization when it warns (80 % or beyond): the page stays to show it
  const [warning, setWarning] = useState<ClientAttendance | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const activeClients = useMemo(
    () =>
      (clients.data ?? [])
        .filter((client) => client.status === 'active')
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName)),
    [clients.data],
  );

  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(clientAttendanceCreateBody),
    values: {
      client: '',
      time_in: '',
      time_out: '',
      service: 'DTA1',
      location: firstLocation,
      // the contract's MM/DD/YYYY, as the existing product sent it
      date: displayDate(firstDate),
      one_on_one: false,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const field = useFieldProps({ register, formState });
  const dateShown = t(firstDate === today ? 'newRecord.dateToday' : 'newRecord.datePast', {
    date: formatLongDate(new Date(`${firstDate}T12:00:00Z`), 'UTC'),
  });
  // the date is not typed: the form holds the day and only its error is shown beside it
  const dateField = field('date', dateShown);

  useEffect(() => {
    if (!saved || warning) return;
    const timer = window.setTimeout(() => navigate(logHref), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, warning, navigate, logHref]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    const dateProblem = recordDateProblem(body.date, today);
    if (dateProblem) {
      setError('date', { type: 'validate', message: dateProblem }, { shouldFocus: true });
      return;
    }
    try {
      // The selector holds the client's record id; send it as a number (not a business id).
      const client = typeof body.client === 'string' && /^\d+$/.test(body.client) ? Number(body.client) : body.client;
      // A new visit's documentation is not written yet (the flag the existing client sends too).
      const payload = { ...body, client, documentation: false };
      const keepOnDevice = async () => {
        if (!queue.userId) return false;
        await queue.enqueue(
          offlineAction(queue.userId, 'attendanceCreate', 'POST', '/api/attendance/', payload, new Date(), false),
        );
        setQueued(true);
        return true;
      };
      if (navigator.onLine === false && (await keepOnDevice())) return;
      try {
        const record = await create.mutateAsync(payload);
        if (record.authorization?.warning) setWarning(record);
        setSaved(true);
      } catch (error) {
        if (isOffline(error) && (await keepOnDevice())) return;
        throw error;
      }
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      if (!hasFieldErrors(error)) {
        setFailure(refusalDetail(t, error, t('newRecord.failed')));
      }
    }
  });

  const busy = create.isPending || saved || queued;

  const shownWarning = warning?.authorization?.warning
    ? authorizationWarning(warning.authorization, warning.units, t)
    : null;
  const authorizationText = shownWarning ? t(shownWarning.key, shownWarning.values) : null;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('newRecord.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          {saved && (
            <Alert severity="success" role="status" data-testid="record-created">
              {t('newRecord.success')}
            </Alert>
          )}
          {queued && (
            <Alert severity="warning" role="status" data-testid="record-queued">
              {t('offline.savedOnDevice')}
            </Alert>
          )}
          {warning?.authorization?.warning && authorizationText && (
            <Alert
              severity={warning.authorization.warning === 'exceeded' ? 'error' : 'warning'}
              data-testid="record-authorization-warning"
              action={
                <Button component={RouterLink} to={logHref} color="inherit" size="small">
                  {t('newRecord.backToLog')}
                </Button>
              }
            >
              {authorizationText}
            </Alert>
          )}
          <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
          {clients.isSuccess && activeClients.length === 0 && <Alert severity="info">{t('newRecord.noClients')}</Alert>}
          <Box component="form" noValidate onSubmit={onSubmit} data-testid="new-record-form">
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
                <SelectField
                  {...field('client')}
                  id="record-client"
                  label={t('newRecord.client')}
                  placeholder={t('newRecord.chooseClient')}
                  options={activeClients.map((client) => ({
                    value: String(client.id),
                    label: `${client.lastName}, ${client.firstName} (${client.clientId})`,
                  }))}
                  required
                  fullWidth
                />
              </Box>
              <SelectField
                {...field('time_in')}
                id="record-time-in"
                label={t('newRecord.timeIn')}
                placeholder={t('newRecord.chooseTime')}
                options={timeOptions}
                required
                fullWidth
              />
              <SelectField
                {...field('time_out')}
                id="record-time-out"
                label={t('newRecord.timeOut')}
                placeholder={t('newRecord.chooseTime')}
                options={timeOptions}
                required
                fullWidth
              />
              <SelectField
                {...field('service')}
                id="record-service"
                label={t('newRecord.service')}
                placeholder={t('newRecord.chooseService')}
                options={serviceOptions(t, services.data)}
                required
                fullWidth
              />
              <SelectField
                {...field('location')}
                id="record-location"
                label={t('newRecord.location')}
                placeholder={t('newRecord.chooseLocation')}
                options={locationOptions(t, locations.data)}
                required
                fullWidth
              />
              {/* the log's day (chosen on the log), read-only as the product has it: the reader sees it in
                  their language and written out under it; the server is sent the contract's MM/DD/YYYY */}
              <TextInput
                id="record-date"
                label={t('newRecord.date')}
                value={formatServerDate(displayDate(firstDate))}
                error={dateField.error}
                helperText={dateField.helperText}
                readOnly
                fullWidth
              />
              <Controller
                control={control}
                name="one_on_one"
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ alignSelf: 'center' }}
                    control={
                      <Checkbox
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                      />
                    }
                    label={t('newRecord.oneOnOne')}
                  />
                )}
              />
            </Box>
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 3, justifyContent: 'flex-end' }}
            >
              <Button component={RouterLink} to={logHref} variant="outlined">
                {t('newRecord.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {create.isPending ? t('newRecord.saving') : t('newRecord.save')}
              </Button>
            </Stack>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
