import { type SignatureSettingsFormInput, signatureSettingsForm } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { HttpError, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { ADMIN_API } from '../data/data-provider';
import { adminHttpClient } from '../data/http-client';

/** A server refusal's message for a notice (the field message when there is one). */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
    return Object.values(errors)[0] ?? error.message;
  }
  return fallback;
}

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
  const notify = useNotify();
  const queryClient = useQueryClient();
  const helpId = useId();
  const id = record?.id;
  const key = ['admin-client-cosign', id];
  const current = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await adminHttpClient(`${ADMIN_API}/clients/${id}/cosign/`, { signal })).json as ClientCosign,
    enabled: id !== undefined,
  });
  const save = useMutation({
    mutationFn: async (requires: boolean) =>
      (
        await adminHttpClient(`${ADMIN_API}/clients/${id}/cosign/`, {
          method: 'PUT',
          body: JSON.stringify({ requires_cosign: requires }),
        })
      ).json as ClientCosign,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      notify('daybook.signatures.cosignSaved', { type: 'success' });
    },
    onError: (error) => notify(failureText(error, translate('ra.notification.http_error')), { type: 'error' }),
  });
  if (id === undefined) return null;
  return (
    <Box sx={{ my: 1 }} data-testid="client-cosign-setting">
      <Typography variant="subtitle1" component="h2">
        {translate('daybook.signatures.cosignTitle')}
      </Typography>
      {current.isError ? (
        <Alert severity="error">{failureText(current.error, translate('ra.notification.http_error'))}</Alert>
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={current.data?.requires_cosign ?? false}
                disabled={!current.isSuccess || save.isPending}
                onChange={(event) => save.mutate(event.target.checked)}
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

/**
 * The organisation's signature setting (docs/signatures.md "Overdue unsigned records"): after how
 * many days an unsigned record is listed; GET/PUT /api/admin/signature-settings/ (0–365, default 2).
 */
export function SignatureSettingsForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const inputId = useId();
  const key = ['admin-signature-settings'];
  const current = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await adminHttpClient(`${ADMIN_API}/signature-settings/`, { signal })).json as { unsigned_after_days: number },
  });
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
  } = useForm<SignatureSettingsFormInput, unknown, { unsigned_after_days: number }>({
    resolver: zodResolver(schema),
    defaultValues: { unsigned_after_days: '' },
  });
  useEffect(() => {
    if (current.data) reset({ unsigned_after_days: String(current.data.unsigned_after_days) });
  }, [current.data, reset]);
  const fieldError = errors.unsigned_after_days?.message ?? null;
  const save = useMutation({
    mutationFn: async (value: number) =>
      (
        await adminHttpClient(`${ADMIN_API}/signature-settings/`, {
          method: 'PUT',
          body: JSON.stringify({ unsigned_after_days: value }),
        })
      ).json as { unsigned_after_days: number },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      notify('daybook.signatures.settingsSaved', { type: 'success' });
    },
    onError: (error) =>
      setError('unsigned_after_days', {
        type: 'server',
        message: failureText(error, translate('ra.notification.http_error')),
      }),
  });
  // the request's own range check (0–365) runs here first; the server checks it again
  const onSubmit = handleSubmit(({ unsigned_after_days }) => save.mutate(unsigned_after_days));
  return (
    <Card sx={{ mt: 2 }} data-testid="signature-settings">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('daybook.signatures.section')}
        </Typography>
        {current.isError ? (
          <Alert severity="error">{failureText(current.error, translate('ra.notification.http_error'))}</Alert>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
          >
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
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
