import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type KioskForms, useKioskFormResolver } from '../lib/kiosk-forms';
import { KioskError, KioskHeading, KioskRowButton, KioskStep } from './kiosk-step';
import { PIN_MIN, PinPad } from './pin-pad';

/** The PIN's rules, with the words of its format rule (lib/kiosk-forms.ts: loaded when first needed). */
const pinRules = (forms: KioskForms, t: TFunction) => zodResolver(forms.kioskPinEntryForm(t('kiosk.pinFormat')));

/**
 * "Hello, name": the person's kiosk PIN, typed or tapped (a React Hook Form form checked by
 * `kioskPinEntryForm`). `onIdentify` answers true when the PIN was refused and is to be cleared.
 * Only what cannot be anyone's PIN is refused here (fewer than 4 digits: Continue stays disabled,
 * and Enter says why under the field); whether a PIN is too simple is never said at the kiosk,
 * where others can watch: that rule is the PIN's setting (Settings, kiosk-pin-settings.tsx).
 */
export function PinStep({
  name,
  error,
  busy,
  onIdentify,
  onCancel,
}: {
  name: string;
  error: string | null;
  busy: boolean;
  onIdentify: (pin: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const resolver = useKioskFormResolver(pinRules);
  const { control, handleSubmit, reset, watch } = useForm({
    resolver,
    defaultValues: { pin: '' },
  });
  const submit = handleSubmit(async ({ pin }) => {
    if (await onIdentify(pin)) reset({ pin: '' });
  });
  return (
    <KioskStep width={420} onSubmit={(event) => void submit(event)}>
      <KioskHeading>{t('kiosk.hello', { name })}</KioskHeading>
      <Typography>{t('kiosk.enterPin')}</Typography>
      <KioskError error={error} />
      {/* Enter on a PIN too short to be one submits nothing (Continue is disabled): the form is
          checked instead, so the field says why */}
      <Box
        onKeyDown={(event) => {
          if (event.key === 'Enter' && watch('pin').length < PIN_MIN) void submit();
        }}
      >
        <Controller
          name="pin"
          control={control}
          render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
            <PinPad
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref}
              error={fieldState.error?.message}
              autoFocus
            />
          )}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <KioskRowButton type="submit" variant="contained" size="large" disabled={busy || watch('pin').length < PIN_MIN}>
          {busy ? t('kiosk.checking') : t('kiosk.next')}
        </KioskRowButton>
        <KioskRowButton variant="outlined" size="large" onClick={onCancel}>
          {t('kiosk.cancel')}
        </KioskRowButton>
      </Stack>
    </KioskStep>
  );
}
