import { formatPhone } from '@daybook/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../../../api/profile';
import { DetailList } from '../../../components/detail-list';
import { ErrorBanner } from '../../../components/error-banner';
import { PageLoading } from '../../../components/page-loading';
import { UserAvatar } from '../../../components/user-avatar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDetailsDialog } from '../components/confirm-details-dialog';
import { ContactAdministratorDialog } from '../components/contact-administrator-dialog';
import '../i18n';

type OpenDialog = 'none' | 'confirm' | 'contact';

/** Profile (/profile): the employee's read-only details and the confirm-your-details prompt (docs/product-rules.md §2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const profile = useProfile();
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [prompted, setPrompted] = useState(false);

  useEffect(() => {
    if (profile.isSuccess && !prompted) {
      setPrompted(true);
      setDialog('confirm');
    }
  }, [profile.isSuccess, prompted]);

  const person = profile.data;
  const phone = formatPhone(person?.phone) || t('common.notProvided');

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('profile.heading')}
      </Typography>
      {profile.isError && <ErrorBanner message={t('profile.loadFailed')} />}
      {profile.isPending && <PageLoading />}
      {person && (
        <Stack spacing={3}>
          <Paper
            variant="outlined"
            data-testid="profile-summary"
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center', gap: { xs: 2, sm: 3 } }}
          >
            <UserAvatar
              name={person.name}
              avatarUrl={person.avatar}
              size={88}
              alt={person.avatar ? t('profile.avatarAlt', { name: person.name }) : ''}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
                {person.name}
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {person.email}
              </Typography>
              <Typography color="text.secondary">{phone}</Typography>
            </Box>
          </Paper>

          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="account-details-heading"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="account-details-heading" variant="h2" sx={{ mb: 2 }}>
              {t('profile.accountDetails')}
            </Typography>
            <Stack spacing={2}>
              <DetailList
                variant="panels"
                details={[
                  { label: t('profile.userName'), value: person.name, testId: 'profile-user-name' },
                  { label: t('profile.emailAddress'), value: person.email, testId: 'profile-email' },
                  { label: t('profile.phoneNumber'), value: phone, testId: 'profile-phone' },
                ]}
              />
              <Typography variant="body2" color="text.secondary" data-testid="profile-email-change-note">
                {t('profile.emailChangeNote')}{' '}
                <Link component={RouterLink} to="/provider">
                  {t('profile.emailChangeLink')}
                </Link>
                {t('profile.emailChangeNoteEnd')}
              </Typography>
            </Stack>
          </Paper>
        </Stack>
      )}
      <ConfirmDetailsDialog
        open={dialog === 'confirm'}
        onConfirm={() => setDialog('none')}
        onNeedChanges={() => setDialog('contact')}
      />
      <ContactAdministratorDialog open={dialog === 'contact'} onClose={() => setDialog('none')} />
    </Box>
  );
}
