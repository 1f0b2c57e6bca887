import { type LocationTrustSettingsFormInput, locationTrustSettingsForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import {
  SelectField,
  type SelectFieldProps,
  SelectInput,
  type SelectInputProps,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { failureText, fieldFailures, ReadFailure, SettingsCard, useConsoleSetting } from './console-setting';

interface ConsoleLocation {
  id: number;
  code: string;
  name: string;
  active: boolean;
}

/** The admin console's locations (the one source of program locations, ADR 0028), by name. */
function useConsoleLocations() {
  const { data } = useGetList<ConsoleLocation>('locations', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data ?? [];
}

/**
 * A location select for a record's `location` (a location's code): the active locations, and the
 * record's own location when it is no longer active, so saving never loses it (ADR 0028).
 */
export function LocationSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const record = useRecordContext();
  const current = record?.[props.source as string];
  const choices = useConsoleLocations()
    .filter((location) => location.active || location.code === current)
    .map((location) => ({ id: location.code, name: location.name }));
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}

/** A record's location shown by its name (any location, active or not). */
export function LocationSelectField(props: Omit<SelectFieldProps, 'choices'>) {
  const choices = useConsoleLocations().map((location) => ({ id: location.code, name: location.name }));
  return <SelectField {...props} choices={choices} translateChoice={false} />;
}

interface AssignedLocations {
  location_ids: number[];
}

/**
 * The assigned locations of an employee or a member (docs/evv.md "Which geofences apply", ADR
 * 0028). An employee's check-ins are judged against theirs (none chosen: every active location);
 * a member's visits against their home and theirs. GET/PUT
 * /api/location-trust/{users|members}/{id}/locations/ (audited).
 */
export function AssignedLocations({ of }: { of: 'users' | 'members' }) {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const helpId = useId();
  const headingId = useId();
  const id = record?.id;
  const locations = useConsoleLocations();
  const { current, save } = useConsoleSetting<AssignedLocations>({
    key: ['admin-assigned-locations', of, id],
    path: `/api/location-trust/${of}/${id}/locations/`,
    savedMessage: 'daybook.locationTrust.assignedSaved',
    enabled: id !== undefined,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (current.data) setChosen(current.data.location_ids);
  }, [current.data]);
  if (id === undefined) return null;
  // active locations, and any assigned one an admin has since deactivated (so it can be removed)
  const offered = locations.filter((location) => location.active || chosen.includes(location.id));
  const toggle = (locationId: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, locationId].sort((a, b) => a - b) : ids.filter((other) => other !== locationId)));
  return (
    <Box
      sx={{ my: 1, width: '100%' }}
      data-testid={of === 'users' ? 'user-assigned-locations' : 'member-assigned-locations'}
      role="group"
      aria-labelledby={headingId}
    >
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('daybook.locationTrust.assignedTitle')}
      </Typography>
      {current.isError ? (
        <ReadFailure current={current} />
      ) : (
        <>
          <FormHelperText id={helpId} sx={{ mt: 0 }}>
            {translate(
              of === 'users' ? 'daybook.locationTrust.assignedHelp' : 'daybook.locationTrust.memberAssignedHelp',
            )}
          </FormHelperText>
          <FormGroup aria-describedby={helpId}>
            {offered.map((location) => (
              <FormControlLabel
                key={location.id}
                control={
                  <Checkbox
                    checked={chosen.includes(location.id)}
                    disabled={!current.isSuccess || save.isPending}
                    onChange={(event) => toggle(location.id, event.target.checked)}
                  />
                }
                label={
                  location.active
                    ? location.name
                    : translate('daybook.locationTrust.inactiveLocation', { name: location.name })
                }
              />
            ))}
          </FormGroup>
          <Button
            variant="outlined"
            onClick={() => save.mutate({ location_ids: chosen })}
            disabled={!current.isSuccess || save.isPending}
            sx={{ mt: 1 }}
          >
            {translate('daybook.locationTrust.assignedSave')}
          </Button>
        </>
      )}
    </Box>
  );
}

interface TrustSettingsBody {
  low_accuracy_limit_m: number;
  offline_max_age_hours: number;
}

/** The settings' fields, each of which may carry the server's own message. */
const TRUST_FIELDS = ['low_accuracy_limit_m', 'offline_max_age_hours'] as const;

interface TrustSettings {
  low_accuracy_limit_m: number;
  offline_max_age_hours: number;
  evv_service_codes: string[];
}

/**
 * The organisation's location-trust settings (docs/evv.md, docs/offline.md): the low-accuracy
 * limit in metres (default 200) and how old an offline action may be in hours (default 72).
 * GET/PUT /api/location-trust/settings/ (audited); the server checks the ranges.
 */
export function LocationTrustSettingsForm() {
  const translate = useTranslate();
  const accuracyId = useId();
  const maxAgeId = useId();
  const schema = useMemo(
    () =>
      locationTrustSettingsForm({
        accuracyRequired: translate('daybook.locationTrust.accuracyRequired'),
        maxAgeRequired: translate('daybook.locationTrust.maxAgeRequired'),
      }),
    [translate],
  );
  const form = useForm<LocationTrustSettingsFormInput, unknown, TrustSettingsBody>({
    resolver: zodResolver(schema),
    defaultValues: { low_accuracy_limit_m: '', offline_max_age_hours: '' },
  });
  const { reset, setError, register, watch } = form;
  const { current, save } = useConsoleSetting<TrustSettings, TrustSettingsBody>({
    key: ['admin-location-trust-settings'],
    path: '/api/location-trust/settings/',
    savedMessage: 'daybook.locationTrust.settingsSaved',
    onSaveError: (error) => {
      const named = Object.entries(fieldFailures(error)).filter((entry): entry is [keyof TrustSettingsBody, string] =>
        (TRUST_FIELDS as readonly string[]).includes(entry[0]),
      );
      if (named.length === 0) {
        setError('root', { type: 'server', message: failureText(error, translate('ra.notification.http_error')) });
      }
      for (const [field, message] of named) setError(field, { type: 'server', message });
    },
  });
  useEffect(() => {
    if (current.data) {
      reset({
        low_accuracy_limit_m: String(current.data.low_accuracy_limit_m),
        offline_max_age_hours: String(current.data.offline_max_age_hours),
      });
    }
  }, [current.data, reset]);
  const fieldErrors = form.formState.errors;
  const errors = {
    low_accuracy_limit_m: fieldErrors.low_accuracy_limit_m?.message,
    offline_max_age_hours: fieldErrors.offline_max_age_hours?.message,
    form: fieldErrors.root?.message,
  };
  // the request's own range checks run here first; the server checks them again
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <SettingsCard
      testId="location-trust-settings"
      title="daybook.locationTrust.section"
      current={current}
      onSubmit={onSubmit}
    >
      <TextField
        {...muiField(register('low_accuracy_limit_m'))}
        value={watch('low_accuracy_limit_m')}
        id={accuracyId}
        type="number"
        label={translate('daybook.locationTrust.accuracyLimit')}
        disabled={!current.isSuccess}
        error={errors.low_accuracy_limit_m !== undefined}
        helperText={errors.low_accuracy_limit_m ?? translate('daybook.locationTrust.accuracyLimitHelp')}
        slotProps={{ htmlInput: { min: 5, max: 10_000, step: 1, inputMode: 'numeric' } }}
        sx={{ maxWidth: 420, width: '100%' }}
      />
      <TextField
        id={maxAgeId}
        type="number"
        {...muiField(register('offline_max_age_hours'))}
        value={watch('offline_max_age_hours')}
        label={translate('daybook.locationTrust.offlineMaxAge')}
        disabled={!current.isSuccess}
        error={errors.offline_max_age_hours !== undefined}
        helperText={errors.offline_max_age_hours ?? translate('daybook.locationTrust.offlineMaxAgeHelp')}
        slotProps={{ htmlInput: { min: 1, max: 168, step: 1, inputMode: 'numeric' } }}
        sx={{ maxWidth: 420, width: '100%' }}
      />
      {errors.form && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {errors.form}
        </Alert>
      )}
      <Box sx={{ width: '100%' }}>
        <Button type="submit" variant="contained" disabled={!current.isSuccess || save.isPending}>
          {translate('daybook.locationTrust.save')}
        </Button>
      </Box>
    </SettingsCard>
  );
}
