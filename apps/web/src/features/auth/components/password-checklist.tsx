import { passwordChecks } from '@daybook/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';

const ITEMS = [
  { check: 'length', label: 'changePassword.checkLength' },
  { check: 'upper', label: 'changePassword.checkUpper' },
  { check: 'number', label: 'changePassword.checkNumber' },
  { check: 'special', label: 'changePassword.checkSpecial' },
] as const;

/** The live checklist of the new password's rules (docs/product-rules.md §2 Change Password). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(password);
  return (
    <Box>
      <Typography id="password-requirements" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('changePassword.requirements')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="password-requirements"
        data-testid="password-checklist"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 0.5,
        }}
      >
        {ITEMS.map(({ check, label }) => {
          const met = checks[check];
          return (
            <Box
              component="li"
              key={check}
              data-met={met}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: met ? 'success.dark' : 'text.secondary' }}
            >
              {met ? (
                <CheckCircle fontSize="small" aria-hidden="true" />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden="true" />
              )}
              <Typography variant="body2" component="span">
                {t(label)}
                <VisuallyHidden> ({met ? t('changePassword.met') : t('changePassword.notMet')})</VisuallyHidden>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
