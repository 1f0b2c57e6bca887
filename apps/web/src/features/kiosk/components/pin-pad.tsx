import BackspaceOutlined from '@mui/icons-material/BackspaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** A kiosk PIN's shortest and longest lengths (packages/domain `KIOSK_PIN`, ADR 0024). */
export const PIN_MIN = 4;
export const PIN_MAX = 6;

/**
 * The kiosk PIN: a labelled password input that takes digits only (typed, or tapped on the pad
 * below it), with large touch targets. A form's field (React Hook Form's `Controller`) passes its
 * value, change, blur and ref; `error` is the field's message.
 */
export function PinPad({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (pin: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const press = (digit: string) => onChange((value + digit).slice(0, PIN_MAX));
  const key = { minHeight: 64, fontSize: '1.5rem' } as const;
  return (
    <Box>
      <TextInput
        id="kiosk-pin"
        label={t('kiosk.pin')}
        type="password"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, PIN_MAX))}
        onBlur={onBlur}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error}
        autoComplete="off"
        autoFocus={autoFocus}
        inputProps={{ inputMode: 'numeric', maxLength: PIN_MAX, pattern: '[0-9]*' }}
        fullWidth
        sx={{ fontSize: '1.75rem', letterSpacing: '0.4em' }}
      />
      <Box
        role="group"
        aria-label={t('kiosk.enterPin')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 2 }}
      >
        {DIGITS.map((digit) => (
          <Button key={digit} variant="outlined" sx={key} onClick={() => press(digit)}>
            {digit}
          </Button>
        ))}
        <Button variant="text" sx={{ ...key, fontSize: '1rem' }} onClick={() => onChange('')}>
          {t('kiosk.clear')}
        </Button>
        <Button variant="outlined" sx={key} onClick={() => press('0')}>
          0
        </Button>
        <Button variant="text" sx={key} onClick={() => onChange(value.slice(0, -1))} aria-label={t('kiosk.backspace')}>
          <BackspaceOutlined />
        </Button>
      </Box>
    </Box>
  );
}
