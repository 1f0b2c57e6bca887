import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from './text-input';

/**
 * A password input with a show/hide toggle. The toggle is named "Show password" and described by
 * the field's label, so a screen reader tells the toggles of several fields apart while the
 * field's own name stays unique to the field.
 */
export function PasswordField({ id, label, ...props }: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('common.hidePassword') : t('common.showPassword');
  return (
    <TextInput
      {...props}
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={toggleLabel}
            aria-describedby={`${id}-label`}
            title={toggleLabel}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
