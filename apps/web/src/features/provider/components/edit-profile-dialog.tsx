import {
  LOCATION_CODES,
  LOCATION_NAMES,
  type LocationCode,
  MSG,
  PROFILE_STATUSES,
  type Profile,
  profileUpdateBody,
} from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActiveLocations } from '../../../api/locations';
import { EditDialog } from '../../../components/edit-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { PasswordField } from '../../../components/password-field';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { showServerFieldErrors, useFieldProps } from '../../../lib/form';
import { useUpdateProfile } from '../api/update-profile';

export type FocusedField = 'name' | 'email' | 'phone';

interface EditProfileDialogProps {
  open: boolean;
  profile: Profile;
  /** The field focused when the dialog opens (a missing detail); none: the dialog itself. */
  focused?: FocusedField | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS = ['name', 'email', 'phone', 'location', 'status', 'providerId', 'current_password'] as const;

/**
 * Edit Profile (docs/product-rules.md §2 Provider page): name, email, phone, location, status and provider id. The
 * email is the sign-in name: when it changes, the dialog asks for the current password, which the
 * server requires for that change (and only for that change).
 */
export function EditProfileDialog({ open, profile, focused, onClose, onSaved }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const locations = useActiveLocations();
  const [failure, setFailure] = useState<string | null>(null);
  // the active locations (ADR 0028) by their own names, the same in every language
  // (docs/glossary-es.md); the three program codes while the list loads; the profile's own
  // location stays offered when it is no longer active
  const codes = locations.data?.length ? locations.data.map((l) => l.code) : [...LOCATION_CODES];
  if (profile.location_code && !codes.includes(profile.location_code)) codes.push(profile.location_code);
  const locationChoices = codes.map((code) => ({
    value: code,
    label:
      locations.data?.find((l) => l.code === code)?.name ||
      (code === profile.location_code ? profile.location : null) ||
      (Object.hasOwn(LOCATION_NAMES, code) ? LOCATION_NAMES[code as LocationCode] : code),
  }));
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(profileUpdateBody),
    values: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone ?? '',
      location: profile.location_code ?? '',
      status: profile.status,
      providerId: profile.providerId ?? '',
      current_password: '',
    },
  });
  const field = useFieldProps({ register, formState });
  const emailChanged = (watch('email') ?? '').trim().toLowerCase() !== profile.email.toLowerCase();

  const onSubmit = handleSubmit(async ({ current_password, ...fields }) => {
    setFailure(null);
    if (emailChanged && !current_password) {
      setError('current_password', { message: MSG.emailChangeNeedsPassword });
      return;
    }
    try {
      await update.mutateAsync(emailChanged ? { ...fields, current_password } : fields);
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      setFailure(t('provider.saveFailed'));
    }
  });

  const close = () => {
    if (update.isPending) return;
    setFailure(null);
    onClose();
  };

  return (
    <EditDialog
      open={open}
      id="edit-profile"
      title={t('provider.editTitle')}
      saving={update.isPending}
      texts={{ cancel: t('provider.cancel'), save: t('provider.save'), saving: t('provider.saving') }}
      onClose={close}
      onSubmit={onSubmit}
    >
      <Stack spacing={2.5}>
        <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />
        <TextInput
          {...field('name')}
          id="provider-name"
          label={t('provider.fullName')}
          autoComplete="name"
          autoFocus={focused === 'name'}
          required
          fullWidth
        />
        <TextInput
          {...field('email')}
          id="provider-email"
          type="email"
          label={t('provider.email')}
          autoComplete="email"
          autoFocus={focused === 'email'}
          required
          fullWidth
        />
        {emailChanged && (
          <PasswordField
            {...field('current_password', t('provider.currentPasswordHint'))}
            id="provider-current-password"
            label={t('provider.currentPassword')}
            autoComplete="current-password"
            required
            fullWidth
          />
        )}
        <TextInput
          {...field('phone')}
          id="provider-phone"
          type="tel"
          label={t('provider.phone')}
          autoComplete="tel"
          autoFocus={focused === 'phone'}
          fullWidth
        />
        <SelectField
          {...field('location')}
          id="provider-location"
          label={t('provider.location')}
          placeholder={t('provider.locationNone')}
          options={locationChoices}
          fullWidth
        />
        <SelectField
          {...field('status')}
          id="provider-status"
          label={t('provider.status')}
          options={PROFILE_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) }))}
          fullWidth
        />
        <TextInput {...field('providerId')} id="provider-provider-id" label={t('provider.providerId')} fullWidth />
      </Stack>
    </EditDialog>
  );
}

export function statusLabel(t: TFunction, status: string): string {
  switch (status) {
    case 'active':
      return t('provider.statusActive');
    case 'inactive':
      return t('provider.statusInactive');
    case 'pending':
      return t('provider.statusPending');
    default:
      return status;
  }
}
