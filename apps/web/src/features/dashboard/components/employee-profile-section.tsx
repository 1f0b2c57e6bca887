import { formatPhone, type Profile, type UserSettings } from '@daybook/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatServerDate } from '../../../lib/i18n/intl';
import type { PayPeriodRange } from '../api/pay-period';
import { DetailCard } from './detail-card';

interface EmployeeProfileSectionProps {
  profile: Profile;
  settings: UserSettings | null;
  payPeriod: PayPeriodRange | undefined;
}

/** "City, ST ZIP" from whichever parts are recorded. */
function cityStateZip(settings: UserSettings | null): string {
  if (!settings) return '';
  const stateZip = [settings.state, settings.zip_code].filter(Boolean).join(' ');
  return [settings.city, stateZip].filter(Boolean).join(', ');
}

/** The employee's address, personal and employment details (docs/product-rules.md §2 Dashboard). */
export const EmployeeProfileSection = memo(function EmployeeProfileSection({
  profile,
  settings,
  payPeriod,
}: EmployeeProfileSectionProps) {
  const { t } = useTranslation();
  const emptyDate = t('common.emptyDate');
  return (
    <Box component="section" aria-labelledby="employee-profile-heading" data-testid="employee-profile">
      <Typography id="employee-profile-heading" variant="h2" sx={{ mb: 2 }}>
        {t('dashboard.employeeProfile')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <DetailCard
          title={t('dashboard.address')}
          details={[
            {
              label: t('dashboard.street'),
              value: settings?.street_address || t('common.notSpecified'),
              testId: 'employee-street',
            },
            {
              label: t('dashboard.address2'),
              value: settings?.address2 || t('common.noneProvided'),
              testId: 'employee-address2',
            },
            {
              label: t('dashboard.cityStateZip'),
              value: cityStateZip(settings) || t('common.notSpecified'),
              testId: 'employee-city-state-zip',
            },
          ]}
        />
        <DetailCard
          title={t('dashboard.personalDetails')}
          details={[
            { label: t('dashboard.fullName'), value: profile.name || t('common.dash'), testId: 'employee-name' },
            {
              label: t('dashboard.phone'),
              value: formatPhone(profile.phone) || t('common.notAvailable'),
              testId: 'employee-phone',
            },
            { label: t('dashboard.email'), value: profile.email || t('common.notAvailable'), testId: 'employee-email' },
          ]}
        />
        <DetailCard
          title={t('dashboard.employmentDetails')}
          details={[
            {
              label: t('dashboard.manager'),
              value: settings?.manager_name || t('common.notSpecified'),
              testId: 'employee-manager',
            },
            {
              label: t('dashboard.payPeriod'),
              value: t('dashboard.payPeriodRange', {
                start: payPeriod?.start_date ? formatServerDate(payPeriod.start_date) : emptyDate,
                end: payPeriod?.end_date ? formatServerDate(payPeriod.end_date) : emptyDate,
              }),
              testId: 'employee-pay-period',
            },
            { label: t('dashboard.status'), value: t('dashboard.active'), testId: 'employee-status' },
          ]}
        />
      </Box>
    </Box>
  );
});
