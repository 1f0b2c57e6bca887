import { PAUSE_REASON_MAX } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';
import { useFieldProps } from '../../../lib/form';
import { type KioskForms, useKioskFormResolver } from '../lib/kiosk-forms';
import { KioskError, KioskHeading, KioskRowButton, KioskStep } from './kiosk-step';

/** The form's rules (lib/kiosk-forms.ts: loaded when first needed). */
const pauseRules = (forms: KioskForms) => zodResolver(forms.kioskPauseForm);

/** The reason for a pause (required, as every pause's), then Confirm Pause; a React Hook Form form. */
export function PauseStep({
  name,
  error,
  busy,
  onPause,
  onBack,
}: {
  name: string;
  error: string | null;
  busy: boolean;
  onPause: (reason: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const resolver = useKioskFormResolver(pauseRules);
  const form = useForm({ resolver, defaultValues: { reason: '' } });
  const field = useFieldProps(form);
  const submit = form.handleSubmit(({ reason }) => onPause(reason));
  return (
    <KioskStep width={560} onSubmit={(event) => void submit(event)}>
      <KioskHeading>{t('kiosk.hello', { name })}</KioskHeading>
      <KioskError error={error} />
      <TextInput
        {...field('reason')}
        id="kiosk-pause-reason"
        label={t('kiosk.pauseReason')}
        inputProps={{ maxLength: PAUSE_REASON_MAX }}
        required
        autoFocus
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <KioskRowButton type="submit" variant="contained" disabled={busy}>
          {t('kiosk.confirmPause')}
        </KioskRowButton>
        <KioskRowButton variant="outlined" onClick={onBack}>
          {t('kiosk.back')}
        </KioskRowButton>
      </Stack>
    </KioskStep>
  );
}
