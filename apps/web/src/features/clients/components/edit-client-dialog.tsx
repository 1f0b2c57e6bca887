import { BILL_TYPES, type Client, clientUpdateBody, PROFILE_STATUSES } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateClient } from '../../../api/clients';
import { useActiveLocations } from '../../../api/locations';
import { DateField } from '../../../components/date-field';
import { EditDialog } from '../../../components/edit-dialog';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors, useFieldProps } from '../../../lib/form';
import { translateMessage } from '../../../lib/i18n';
import { locationOptions } from '../../../lib/location-options';

interface EditClientDialogProps {
  client: Client | null;
  onClose: () => void;
  onSaved: (client: Client) => void;
  /** The failure to show in the page's red banner (server message, else "Failed to update client"). */
  onFailed: (message: string) => void;
}

const FIELDS = [
  'lastName',
  'firstName',
  'clientId',
  'dob',
  'location',
  'billType',
  'phone',
  'guardian',
  'status',
] as const;

/** The client edit modal with every field (docs/product-rules.md §2 Client list). */
export function EditClientDialog({ client, onClose, onSaved, onFailed }: EditClientDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const locations = useActiveLocations();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(clientUpdateBody),
    values: client
      ? {
          lastName: client.lastName,
          firstName: client.firstName,
          clientId: client.clientId,
          dob: client.dob_iso,
          location: client.location,
          billType: client.billType,
          phone: client.phone ?? '',
          guardian: client.guardian ?? '',
          status: client.status,
        }
      : undefined,
  });
  const field = useFieldProps({ register, formState });

  const onSubmit = handleSubmit(async (body) => {
    if (!client) return;
    try {
      onSaved(await update.mutateAsync({ id: client.id, body }));
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      const detail = error instanceof ApiError ? error.detail : null;
      onFailed(detail ? translateMessage(t, detail) : t('clients.updateFailed'));
    }
  });

  const close = () => {
    if (!update.isPending) onClose();
  };

  return (
    <EditDialog
      open={client !== null}
      id="edit-client"
      title={t('clients.editTitle')}
      saving={update.isPending}
      texts={{ cancel: t('clients.cancel'), save: t('clients.save'), saving: t('clients.saving') }}
      onClose={close}
      onSubmit={onSubmit}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput {...field('lastName')} id="client-last-name" label={t('clients.lastName')} required fullWidth />
        <TextInput {...field('firstName')} id="client-first-name" label={t('clients.firstName')} required fullWidth />
        <TextInput {...field('clientId')} id="client-client-id" label={t('clients.clientId')} required fullWidth />
        <DateField {...field('dob')} id="client-dob" label={t('clients.dateOfBirth')} required fullWidth />
        <SelectField
          {...field('location')}
          id="client-location"
          label={t('clients.location')}
          options={locationOptions(t, locations.data, client?.location)}
          fullWidth
        />
        <SelectField
          {...field('billType')}
          id="client-bill-type"
          label={t('clients.billType')}
          options={BILL_TYPES.map((type) => ({ value: type, label: t(`careCodes.billType.${type}`) }))}
          fullWidth
        />
        <TextInput {...field('phone')} id="client-phone" type="tel" label={t('clients.phone')} fullWidth />
        <TextInput {...field('guardian')} id="client-guardian" label={t('clients.guardian')} fullWidth />
        <SelectField
          {...field('status')}
          id="client-status"
          label={t('clients.status')}
          options={PROFILE_STATUSES.map((status) => ({ value: status, label: t(`careCodes.status.${status}`) }))}
          fullWidth
        />
      </Box>
    </EditDialog>
  );
}
