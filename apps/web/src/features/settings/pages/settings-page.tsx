import { localDateOf } from '@daybook/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useOrganisationTimeZone } from '../../../api/organisation';
import { useProfile } from '../../../api/profile';
import { useUserSettings } from '../../../api/user-settings';
import { DetailList } from '../../../components/detail-list';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { formatCalendarDate, useLocale } from '../../../lib/i18n/intl';
import { EDITED_IN_PROFILE, type MissingDetail, missingProfileDetails } from '../../../lib/profile-completeness';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DetailsConfirmedMessage } from '../components/details-confirmed-message';
import { LanguageSelect } from '../components/language-select';
import '../i18n';

/**
 * What the profile lacks, in place of Confirm Details (the dashboard's reminder leads here): each
 * missing detail, a link to My Profile's Edit Profile for the name, email and phone, and that the
 * manager records the address.
 */
function MissingDetails({ missing }: { missing: readonly MissingDetail[] }) {
  const { t } = useTranslation();
  const inProfile = missing.find((detail) => EDITED_IN_PROFILE.includes(detail));
  return (
    <Alert severity="warning" role="status" data-testid="settings-missing">
      <AlertTitle>{t('settings.missingTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((detail) => (
          <li key={detail}>{t(`settings.missingDetails.${detail}`)}</li>
        ))}
      </Box>
      {missing.includes('address') && <Typography sx={{ mt: 1 }}>{t('settings.addressFromManager')}</Typography>}
      <Typography sx={{ mt: 1 }}>{t('settings.confirmWhenRecorded')}</Typography>
      {inProfile && (
        <Button
          component={RouterLink}
          to={`/provider?edit=${inProfile}`}
          variant="contained"
          color="warning"
          size="small"
          sx={{ mt: 1.5 }}
        >
          {t('settings.addInProfile')}
        </Button>
      )}
    </Alert>
  );
}

/**
 * Settings (/settings): the employee's address and manager, read-only (docs/product-rules.md §2 Settings).
 * Confirm Details confirms only what is recorded: while the profile lacks a detail the dashboard's
 * reminder asks for (lib/profile-completeness.ts), the page says what and where instead.
 * `sections` are other features' settings shown below (the signing rules, the kiosk PIN), each
 * composed in by app/compositions/settings-route.tsx: no feature imports another.
 */
export default function SettingsPage({ sections = [] }: { sections?: ReactNode[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const timeZone = useOrganisationTimeZone();
  const locale = useLocale();
  const query = useUserSettings();
  const profile = useProfile();
  // When the employee last pressed Confirm Details; each press shows the message afresh.
  const [confirmedAt, setConfirmedAt] = useState<number | null>(null);
  const hideConfirmed = useCallback(() => setConfirmedAt(null), []);

  const settings = query.data ?? null;
  // unknown while the profile loads (no Confirm Details yet); should it fail, the page confirms as before
  const missing = profile.data ? missingProfileDetails(profile.data, settings) : profile.isPending ? null : [];
  const detail = (testId: string, label: string, value: string | null | undefined) => ({
    testId,
    label,
    value: value || t('common.notProvided'),
  });
  const details = [
    detail('settings-street', t('settings.streetAddress'), settings?.street_address),
    ...(settings?.address2 ? [detail('settings-address2', t('settings.address2'), settings.address2)] : []),
    detail('settings-city', t('settings.city'), settings?.city),
    detail('settings-state', t('settings.state'), settings?.state),
    detail('settings-zip', t('settings.zipCode'), settings?.zip_code),
    detail('settings-manager', t('settings.managerName'), settings?.manager_name),
  ];

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h1">{t('settings.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('settings.subtitle')}
      </Typography>
      {query.isError && <ErrorBanner message={t('settings.requestFailed')} />}
      {query.isPending && <PageLoading />}
      {query.isSuccess && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <DetailList
              variant="panels"
              details={details}
              sx={{ gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
            />
            <Typography variant="body2" color="text.secondary" data-testid="settings-last-updated">
              {t('settings.lastUpdated', { date: formatCalendarDate(localDateOf(new Date(), timeZone), locale) })}
            </Typography>
            {missing && missing.length > 0 && <MissingDetails missing={missing} />}
            {confirmedAt !== null && <DetailsConfirmedMessage key={confirmedAt} onElapsed={hideConfirmed} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {missing?.length === 0 && (
                <Button variant="contained" onClick={() => setConfirmedAt(Date.now())}>
                  {t('settings.confirmDetails')}
                </Button>
              )}
              {settings?.manager_email && (
                <Button
                  variant="outlined"
                  href={`mailto:${settings.manager_email}?subject=${encodeURIComponent(t('settings.contactManagerSubject'))}`}
                >
                  {t('settings.contactManager')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
      <LanguageSelect />
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <Box key={index} sx={{ mt: 3 }}>
          {section}
        </Box>
      ))}
    </Box>
  );
}
