import { MSG, passwordStrength, strengthSegments } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';

const SEGMENT_COLOURS = ['#c62828', '#a84a00', '#1f6fb2', '#2e7d32'] as const;

/**
 * Four segments lit by the strength of the new password (docs/product-rules.md §2 Change Password,
 * §5); `common` when it is one of the common passwords the server refuses, which no length or mix
 * of characters makes strong.
 */
export function PasswordStrengthMeter({ password, common = false }: { password: string; common?: boolean }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password, common);
  // Nothing typed yet: an empty meter rather than a verdict.
  const lit = password ? strengthSegments(strength) : 0;
  const colour = SEGMENT_COLOURS[lit - 1] ?? SEGMENT_COLOURS[0];
  return (
    <Box data-testid="password-strength">
      <Box aria-hidden="true" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.75 }}>
        {SEGMENT_COLOURS.map((segmentColour, index) => (
          <Box
            key={segmentColour}
            data-lit={index < lit}
            sx={{ height: 6, borderRadius: 3, bgcolor: index < lit ? colour : 'grey.300' }}
          />
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75, fontWeight: 600, minHeight: '1.5em' }} aria-live="polite">
        {password && (
          <>
            {t('changePassword.strength')}{' '}
            <Box component="span" sx={{ color: colour }} data-testid="password-strength-label">
              {t(`changePassword.strengthLabels.${strength}`)}
            </Box>
          </>
        )}
      </Typography>
      {password && strength === 'Too common' && (
        <Typography variant="body2" color="error" data-testid="password-common">
          {translateMessage(t, MSG.passwordCommon)}
        </Typography>
      )}
    </Box>
  );
}
