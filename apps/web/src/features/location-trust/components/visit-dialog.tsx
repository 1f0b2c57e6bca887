import {
  EVV_REASON_CODES,
  EVV_RESOLUTION_CODES,
  type EvvReasonCode,
  type EvvResolutionCode,
  type EvvVisit,
  type EvvVisitFormInput,
  evvVisitForm,
} from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActiveServiceCodes } from '../../../api/service-codes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { muiControlled, muiField } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { timeContext } from '../../../lib/i18n/time-context';
import { LONG_SHIFT_MINUTES, type ProposedShift, shiftSpan } from '../../../lib/shift-span/proposed-shift';
import { clockOnDay, shiftLength } from '../../../lib/shift-span/shift-span';
import { fromZoneInput, toZoneInput } from '../../../lib/zone-input';

/** The form's fields as the inputs write them: the times as datetime-local values on the organisation's clock. */
interface VisitFormValues {
  check_in_at: string;
  check_out_at: string;
  service: string;
  reason_code: string;
  resolution_code: string;
  attestation: string;
}

/** The change the dialog sends: a time as an ISO instant read on the organisation's clock, absent when left blank. */
export interface VisitChange {
  check_in_at?: string;
  check_out_at?: string;
  service: string;
  reason_code: string;
  resolution_code: string;
  attestation: string;
  /** The visit's version as the dialog opened it: a change made since by someone else is refused (409). */
  updated_at?: string;
}

interface VisitDialogProps {
  visit: EvvVisit | null;
  /** The organisation's zone, the one the visit list shows the times in: the fields show and read them there. */
  timeZone: string;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal's words, or null when the visit was changed. */
  onConfirm: (change: VisitChange) => Promise<string | null>;
}

const EMPTY: EvvVisitFormInput = {
  check_in_at: '',
  check_out_at: '',
  service: '',
  reason_code: '' as never,
  resolution_code: '' as never,
  attestation: '',
};

/**
 * A manager or admin changes a visit after the fact: codes from the fixed lists and an attestation
 * (docs/evv.md). A change that leaves the visit longer than 12 hours is saved only once confirmed,
 * as the corrections inbox asks before approving such a shift (lib/shift-span/proposed-shift.ts).
 */
export function VisitDialog({ visit, timeZone, busy, onClose, onConfirm }: VisitDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EvvVisitFormInput, unknown, VisitFormValues>({
    resolver: zodResolver(evvVisitForm),
    defaultValues: EMPTY,
  });
  // the organisation's active service codes (docs/evv.md "Services are data"), and the visit's own
  const activeCodes = useActiveServiceCodes();
  const serviceChoices = [
    ...new Set([...(visit ? [visit.service] : []), ...(activeCodes.data ?? []).map((code) => code.code)]),
  ];
  useEffect(() => {
    if (visit) {
      reset({
        ...EMPTY,
        check_in_at: toZoneInput(visit.check_in_at, timeZone),
        check_out_at: toZoneInput(visit.check_out_at, timeZone),
        service: visit.service,
      });
    }
  }, [visit, timeZone, reset]);
  // A time left as it opened goes back as stored, to the second: the field shows minutes only, and
  // saving a code change must not round the visit's times (docs/evv.md).
  const instantOf = (typed: string, stored: string | null | undefined) =>
    stored && typed === toZoneInput(stored, timeZone) ? stored : fromZoneInput(typed, timeZone);
  // the change waiting for its confirmation (a visit made longer than 12 hours), and its span
  const [confirming, setConfirming] = useState<{ change: VisitChange; span: ProposedShift } | null>(null);
  const send = async (change: VisitChange) => {
    const answer = await onConfirm(change);
    if (answer === null) onClose();
    else setError('root', { type: 'server', message: answer });
  };
  const submit = handleSubmit(async ({ check_in_at, check_out_at, ...rest }) => {
    const checkIn = instantOf(check_in_at, visit?.check_in_at);
    const checkOut = instantOf(check_out_at, visit?.check_out_at);
    const change: VisitChange = {
      ...rest,
      ...(checkIn ? { check_in_at: checkIn } : {}),
      ...(checkOut ? { check_out_at: checkOut } : {}),
      ...(visit?.updated_at ? { updated_at: visit.updated_at } : {}),
    };
    // asked when a changed time leaves the visit over 12 hours; a change of codes alone is not
    const timesChanged = checkIn !== (visit?.check_in_at ?? null) || checkOut !== (visit?.check_out_at ?? null);
    const span = shiftSpan(checkIn, checkOut, timeZone);
    if (timesChanged && span.minutes > LONG_SHIFT_MINUTES) {
      setConfirming({ change, span });
      return;
    }
    await send(change);
  });
  const confirmBody = (span: ProposedShift) => {
    const length = shiftLength(span.checkIn, span.checkOut) ?? '';
    if (span.daysLater > 0 && span.checkOut) {
      const checkOut = clockOnDay(t, span.checkOut, span.checkIn, timeZone);
      return t('locationTrust.confirmLongOvernight', { length, checkOut, context: timeContext(checkOut) });
    }
    return t('locationTrust.confirmLong', { length });
  };
  const help = (field: 'reason_code' | 'resolution_code') => {
    const message = errors[field]?.message;
    return message ? { error: true, helperText: translateMessage(t, message) } : {};
  };
  // the attestation's refusal shows above its hint, which stays: it says what to attest
  const attestationError = errors.attestation?.message;
  return (
    <Dialog
      open={visit !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby="visit-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="visit-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('locationTrust.editTitle')}
        {visit ? ` · ${visit.member.name}` : ''}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent sx={{ pt: 0 }}>
          <ErrorBanner message={errors.root?.message} sx={{ mb: 2 }} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...muiField(register('check_in_at'))}
                id="visit-check-in"
                type="datetime-local"
                label={t('locationTrust.checkInAt')}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...muiField(register('check_out_at'))}
                id="visit-check-out"
                type="datetime-local"
                label={t('locationTrust.checkOutAt')}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Controller
              name="service"
              control={control}
              render={({ field }) => (
                <TextField id="visit-service" select label={t('locationTrust.service')} {...muiControlled(field)}>
                  {serviceChoices.map((code) => (
                    <MenuItem key={code} value={code}>
                      {code}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="reason_code"
              control={control}
              render={({ field }) => (
                <TextField
                  id="visit-reason"
                  select
                  required
                  label={t('locationTrust.reasonCode')}
                  {...muiControlled(field)}
                  {...help('reason_code')}
                >
                  {(Object.keys(EVV_REASON_CODES) as EvvReasonCode[]).map((code) => (
                    <MenuItem key={code} value={code}>
                      {t(`locationTrust.evvReason.${code}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="resolution_code"
              control={control}
              render={({ field }) => (
                <TextField
                  id="visit-resolution"
                  select
                  required
                  label={t('locationTrust.resolutionCode')}
                  {...muiControlled(field)}
                  {...help('resolution_code')}
                >
                  {(Object.keys(EVV_RESOLUTION_CODES) as EvvResolutionCode[]).map((code) => (
                    <MenuItem key={code} value={code}>
                      {t(`locationTrust.evvResolution.${code}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              id="visit-attestation"
              required
              multiline
              minRows={2}
              label={t('locationTrust.attestation')}
              {...muiField(register('attestation'))}
              error={Boolean(attestationError)}
              helperText={
                <>
                  {attestationError && (
                    <Box component="span" sx={{ display: 'block' }}>
                      {translateMessage(t, attestationError)}
                    </Box>
                  )}
                  <Box
                    component="span"
                    sx={{ display: 'block', color: attestationError ? 'text.secondary' : undefined }}
                  >
                    {t('locationTrust.attestationHelp')}
                  </Box>
                </>
              }
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={busy}>
            {t('locationTrust.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="save-visit">
            {busy ? t('locationTrust.saving') : t('locationTrust.save')}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        id="confirm-long-visit"
        title={t('locationTrust.confirmLongTitle')}
        body={confirming ? confirmBody(confirming.span) : ''}
        cancelLabel={t('locationTrust.cancel')}
        confirmLabel={t('locationTrust.save')}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const change = confirming?.change;
          setConfirming(null);
          if (change) void send(change);
        }}
      />
    </Dialog>
  );
}
