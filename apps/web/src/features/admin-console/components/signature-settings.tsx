import { type SignatureSettingsFormInput, signatureSettingsForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { ADMIN_API } from '../data/data-provider';
import { failureText, ReadFailure, SettingsCard, useConsoleSetting } from './console-setting';

interface ClientCosign {
  id: number;
  requires_cosign: boolean;
}

/**
 * The client edit form's co-signature switch (docs/signatures.md "Who signs what"): read from
 * GET and saved at once with PUT /api/admin/clients/{id}/cosign/, which audits the change.
 */
export function ClientCosignSetting() {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const helpId = useId();
  const id = record?.id;
  const { current, save } = useConsoleSetting<ClientCosign, { requires_cosign: boolean }>({
    key: ['admin-client-cosign', id],
    path: `${ADMIN_API}/clients/${id}/cosign/`,
    savedMessage: 'daybook.signatures.cosignSaved',
    enabled: id !== undefined,
  });
  if (id === undefined) return null;
  return (
    <Box sx={{ my: 1 }} data-testid="client-cosign-setting">
      <Typography variant="subtitle1" component="h2">
        {translate('daybook.signatures.cosignTitle')}
      </Typography>
      {current.isError ? (
        <ReadFailure current={current} />
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={current.data?.requires_cosign ?? false}
                disabled={!current.isSuccess || save.isPending}
                onChange={(event) => save.mutate({ requires_cosign: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label={translate('daybook.signatures.cosignLabel')}
          />
          <FormHelperText id={helpId} sx={{ mt: 0 }}>
            {translate('daybook.signatures.cosignHelp')}
          </FormHelperText>
        </>
      )}
    </Box>
  );
}

interface SignatureSettings {
  unsigned_after_days: number;
}

/**
 * The organisation's signature setting (docs/signatures.md "Overdue unsigned records"): after how
 * many days an unsigned record is listed; GET/PUT /api/admin/signature-settings/ (0–365, default 2).
 */
export function SignatureSettingsForm() {
  const translate = useTranslate();
  const inputId = useId();
  const schema = useMemo(
    () => signatureSettingsForm({ daysRequired: translate('daybook.signatures.daysRequired') }),
    [translate],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<SignatureSettingsFormInput, unknown, SignatureSettings>({
    resolver: zodResolver(schema),
    defaultValues: { unsigned_after_days: '' },
  });
  const { current, save } = useConsoleSetting<SignatureSettings>({
    key: ['admin-signature-settings'],
    path: `${ADMIN_API}/signature-settings/`,
    savedMessage: 'daybook.signatures.settingsSaved',
    onSaveError: (error) =>
      setError('unsigned_after_days', {
        type: 'server',
        message: failureText(error, translate('ra.notification.http_error')),
      }),
  });
  useEffect(() => {
    if (current.data) reset({ unsigned_after_days: String(current.data.unsigned_after_days) });
  }, [current.data, reset]);
  const fieldError = errors.unsigned_after_days?.message ?? null;
  // the request's own range check (0–365) runs here first; the server checks it again
  const onSubmit = handleSubmit((body) => save.mutate(body));
  return (
    <SettingsCard testId="signature-settings" title="daybook.signatures.section" current={current} onSubmit={onSubmit}>
      <TextField
        {...muiField(register('unsigned_after_days'))}
        value={watch('unsigned_after_days')}
        id={inputId}
        type="number"
        label={translate('daybook.signatures.unsignedAfterDays')}
        disabled={!current.isSuccess}
        error={fieldError !== null}
        helperText={fieldError ?? translate('daybook.signatures.unsignedAfterDaysHelp')}
        slotProps={{ htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } }}
        sx={{ maxWidth: 420, width: '100%' }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!current.isSuccess || save.isPending}>
          {translate('daybook.signatures.save')}
        </Button>
      </Box>
    </SettingsCard>
  );
}
