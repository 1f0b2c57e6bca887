import {
  EVV_REASON_CODES,
  EVV_RESOLUTION_CODES,
  type EvvReasonCode,
  type EvvResolutionCode,
  type EvvVisit,
} from '@daybook/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { useActiveServiceCodes } from '../../attendance/api/service-codes';

export interface VisitChange {
  check_in_at: string;
  check_out_at: string;
  service: string;
  reason_code: string;
  resolution_code: string;
  attestation: string;
}

interface VisitDialogProps {
  visit: EvvVisit | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves with the refusal's words, or null when the visit was changed. */
  onConfirm: (change: VisitChange) => Promise<string | null>;
}

/** `YYYY-MM-DDTHH:MM` in the browser's zone, the form a datetime-local input reads and writes. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A manager or admin changes a visit after the fact: codes from the fixed lists and an attestation (docs/evv.md). */
export function VisitDialog({ visit, busy, onClose, onConfirm }: VisitDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<VisitChange>({
    check_in_at: '',
    check_out_at: '',
    service: '',
    reason_code: '',
    resolution_code: '',
    attestation: '',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  // the organisation's active service codes (docs/evv.md "Services are data"), and the visit's own
  const activeCodes = useActiveServiceCodes();
  const serviceChoices = [
    ...new Set([...(visit ? [visit.service] : []), ...(activeCodes.data ?? []).map((code) => code.code)]),
  ];
  useEffect(() => {
    if (visit) {
      setValues({
        check_in_at: localInput(visit.check_in_at),
        check_out_at: localInput(visit.check_out_at),
        service: visit.service,
        reason_code: '',
        resolution_code: '',
        attestation: '',
      });
      setRefusal(null);
    }
  }, [visit]);
  const set = (key: keyof VisitChange) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await onConfirm(values);
    if (answer === null) onClose();
    else setRefusal(answer);
  };
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
          <ErrorBanner message={refusal} sx={{ mb: 2 }} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="visit-check-in"
                type="datetime-local"
                label={t('locationTrust.checkInAt')}
                value={values.check_in_at}
                onChange={set('check_in_at')}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                id="visit-check-out"
                type="datetime-local"
                label={t('locationTrust.checkOutAt')}
                value={values.check_out_at}
                onChange={set('check_out_at')}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <TextField
              id="visit-service"
              select
              label={t('locationTrust.service')}
              value={values.service}
              onChange={set('service')}
            >
              {serviceChoices.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="visit-reason"
              select
              required
              label={t('locationTrust.reasonCode')}
              value={values.reason_code}
              onChange={set('reason_code')}
            >
              {(Object.keys(EVV_REASON_CODES) as EvvReasonCode[]).map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`locationTrust.evvReason.${code}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="visit-resolution"
              select
              required
              label={t('locationTrust.resolutionCode')}
              value={values.resolution_code}
              onChange={set('resolution_code')}
            >
              {(Object.keys(EVV_RESOLUTION_CODES) as EvvResolutionCode[]).map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`locationTrust.evvResolution.${code}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="visit-attestation"
              required
              multiline
              minRows={2}
              label={t('locationTrust.attestation')}
              helperText={t('locationTrust.attestationHelp')}
              value={values.attestation}
              onChange={set('attestation')}
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
    </Dialog>
  );
}
