import LockOutlined from '@mui/icons-material/LockOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import './i18n';

/**
 * Marks a signed record, which is locked (docs/signatures.md): a change is refused with 409
 * `record_signed` and becomes an addendum instead.
 */
export function SignedChip({ sx, testId }: { sx?: ChipProps['sx']; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<LockOutlined />}
      label={t('signedRecord.signed')}
      data-testid={testId}
      sx={sx}
    />
  );
}
