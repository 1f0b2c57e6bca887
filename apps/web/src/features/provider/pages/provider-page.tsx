import { formatPhone, LOCATION_NAMES, type LocationCode } from '@daybook/domain';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../../api/profile';
import { useUserSettings } from '../../../api/user-settings';
import { type Detail, DetailList } from '../../../components/detail-list';
import { ErrorBanner } from '../../../components/error-banner';
import { PageHeading } from '../../../components/page-heading';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EditProfileDialog, type FocusedField, statusLabel } from '../components/edit-profile-dialog';
import '../i18n';
import { personalValueOf } from '../personal-values';

function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ height: '100%' }} data-testid={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const STATUS_COLOUR = { active: 'success', inactive: 'default', pending: 'warning' } as const;

const FOCUSABLE: readonly string[] = ['name', 'email', 'phone'] satisfies FocusedField[];

/**
 * My Profile (/provider): the provider's four read-only cards and the Edit Profile modal
 * (docs/product-rules.md §2). `/provider?edit` opens the modal at once, `?edit=phone` (or `name`,
 * `email`) with that field focused: Settings links there for a missing detail.
 */
export default function ProviderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('provider.title'));
  const profile = useProfile();
  const settingsQuery = useUserSettings();
  const [params, setParams] = useSearchParams();
  const asked = params.get('edit');
  const [editing, setEditing] = useState(asked !== null);
  const [focused] = useState(() => (asked && FOCUSABLE.includes(asked) ? (asked as FocusedField) : undefined));
  const [saved, setSaved] = useState(false);
  // once closed, the address no longer opens it (a reload, the back button)
  const stopEditing = () => {
    setEditing(false);
    if (params.has('edit'))
      setParams(
        (current) => {
          current.delete('edit');
          return current;
        },
        { replace: true },
      );
  };

  const person = profile.data;
  const settings = settingsQuery.data ?? null;
  const shown = (value: string | null | undefined) => value || t('provider.notProvided');
  /** Gender, race and marital status: a usual answer in the reader's language, else as typed. */
  const personal = (value: string | null | undefined) => {
    const known = value ? personalValueOf(value) : null;
    return known ? t(`provider.personalValues.${known}`) : shown(value);
  };
  const detail = (testId: string, label: string, value: ReactNode): Detail => ({ testId, label, value });
  /**
   * The location's own name as the API sends it (`location`), else the program code's name: a
   * place's name reads the same in every language (docs/glossary-es.md).
   */
  const locationName = (code: string | null | undefined, label: string | null | undefined) =>
    shown(label || (code && Object.hasOwn(LOCATION_NAMES, code) ? LOCATION_NAMES[code as LocationCode] : code));

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <PageHeading title={t('provider.heading')} intro={t('provider.subtitle')} />
        {person && (
          <Button
            variant="contained"
            startIcon={<Edit />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('provider.editProfile')}
          </Button>
        )}
      </Stack>
      {saved && (
        <Alert
          severity="success"
          role="status"
          onClose={() => setSaved(false)}
          sx={{ mb: 2 }}
          data-testid="profile-saved"
        >
          {t('provider.saved')}
        </Alert>
      )}
      {(profile.isError || settingsQuery.isError) && <ErrorBanner message={t('provider.loadFailed')} sx={{ mb: 2 }} />}
      {(profile.isPending || settingsQuery.isPending) && <PageLoading />}
      {person && !settingsQuery.isPending && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <InfoCard id="personal-information" title={t('provider.personalInformation')}>
            <DetailList
              details={[
                detail('provider-full-name', t('provider.fullName'), person.name),
                detail('provider-email', t('provider.email'), person.email),
                detail('provider-phone', t('provider.phone'), formatPhone(person.phone) || t('provider.notProvided')),
                detail('provider-gender', t('provider.gender'), personal(settings?.gender)),
                detail('provider-race', t('provider.race'), personal(settings?.race)),
                detail('provider-marital-status', t('provider.maritalStatus'), personal(settings?.marital_status)),
              ]}
            />
          </InfoCard>
          <InfoCard id="professional-information" title={t('provider.professionalInformation')}>
            <DetailList
              details={[
                detail(
                  'provider-status',
                  t('provider.status'),
                  <Chip
                    component="span"
                    size="small"
                    color={STATUS_COLOUR[person.status]}
                    label={statusLabel(t, person.status)}
                    sx={{ fontWeight: 700 }}
                  />,
                ),
                detail(
                  'provider-location',
                  t('provider.location'),
                  person.location_code || person.location
                    ? locationName(person.location_code, person.location)
                    : locationName(settings?.location_code, settings?.location),
                ),
                detail('provider-payroll-id', t('provider.payrollId'), shown(person.payrollId ?? settings?.payroll_id)),
                detail(
                  'provider-provider-id',
                  t('provider.providerId'),
                  shown(person.providerId ?? settings?.provider_id),
                ),
                detail('provider-manager', t('provider.manager'), shown(settings?.manager_name)),
                detail('provider-services', t('provider.services'), shown(settings?.services_provided)),
              ]}
            />
          </InfoCard>
          <InfoCard id="address-information" title={t('provider.addressInformation')}>
            <DetailList
              details={[
                detail('provider-street', t('provider.street'), shown(settings?.street_address)),
                detail('provider-address2', t('provider.address2'), shown(settings?.address2)),
                detail('provider-city', t('provider.city'), shown(settings?.city)),
                detail('provider-state', t('provider.state'), shown(settings?.state)),
                detail('provider-zip', t('provider.zipCode'), shown(settings?.zip_code)),
              ]}
            />
          </InfoCard>
          <InfoCard id="additional-information" title={t('provider.additionalInformation')}>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="provider-additional">
              {settings?.additional_info || t('provider.noAdditionalInformation')}
            </Typography>
          </InfoCard>
        </Box>
      )}
      {person && (
        <EditProfileDialog
          open={editing}
          profile={person}
          focused={focused}
          onClose={stopEditing}
          onSaved={() => {
            stopEditing();
            setSaved(true);
          }}
        />
      )}
    </Box>
  );
}
