import { longDate } from '@daybook/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { useUserSettings } from '../../../api/user-settings';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useFailureToast } from '../../../components/use-failure-toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePayPeriod } from '../api/pay-period';
import { EmployeeProfileSection } from '../components/employee-profile-section';
import { ProfileReminderBanner } from '../components/profile-reminder-banner';
import '../i18n';

/**
 * Dashboard (/home). This release holds the profile reminder and the Employee Profile section;
 * the work-day cards (today's status, quick actions, pay period, time history) join them here.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const timeZone = useOrganisationTimeZone();
  const profile = useProfile();
  const settings = useUserSettings();
  const payPeriod = usePayPeriod();

  useFailureToast(profile.isError, profile.errorUpdatedAt, t('dashboard.loadEmployeeFailedToast'));
  useFailureToast(settings.isError, settings.errorUpdatedAt, t('dashboard.loadSettingsFailed'));
  useFailureToast(payPeriod.isError, payPeriod.errorUpdatedAt, t('dashboard.loadPayPeriodFailed'));

  const loading = profile.isPending || settings.isPending || payPeriod.isPending;

  return (
    <Box sx={{ position: 'relative', minHeight: 360 }}>
      {loading && <LoadingOverlay message={t('dashboard.loading')} />}
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{t('dashboard.title')}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {profile.data?.name ? `${t('dashboard.heading', { name: profile.data.name })} · ` : ''}
            {longDate(new Date(), timeZone)}
          </Typography>
        </Box>
        <ProfileReminderBanner />
        {profile.isError && <ErrorBanner message={t('dashboard.loadEmployeeFailed')} />}
        {profile.data && (
          <EmployeeProfileSection profile={profile.data} settings={settings.data ?? null} payPeriod={payPeriod.data} />
        )}
      </Stack>
    </Box>
  );
}
