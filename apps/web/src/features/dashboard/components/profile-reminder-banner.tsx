import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfile } from '../../../api/profile';
import { useUserSettings } from '../../../api/user-settings';
import { isProfileComplete } from '../../../lib/profile-completeness';

/**
 * Asks the employee to confirm their details; Confirm Now is a button to /settings (docs/product-rules.md §2
 * Dashboard). Shown only while the profile is incomplete (see isProfileComplete), and not before
 * both the profile and the settings have loaded, so it never flashes for a complete profile.
 */
export function ProfileReminderBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile();
  const settings = useUserSettings();
  if (!profile.isSuccess || !settings.isSuccess) return null;
  if (isProfileComplete(profile.data, settings.data)) return null;
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="profile-reminder"
      sx={{ bgcolor: 'background.paper', alignItems: 'center', '& .MuiAlert-message': { fontWeight: 600 } }}
      action={
        <Button
          onClick={() => navigate('/settings')}
          variant="contained"
          color="info"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('dashboard.confirmNow')}
        </Button>
      }
    >
      {t('dashboard.reminder')}
    </Alert>
  );
}
