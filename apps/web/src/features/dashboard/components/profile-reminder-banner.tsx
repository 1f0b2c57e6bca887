import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Asks the employee to confirm their details; Confirm Now is a button to /settings (spec §2 Dashboard). */
export function ProfileReminderBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
