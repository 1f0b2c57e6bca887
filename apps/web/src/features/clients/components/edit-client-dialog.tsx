import { BILL_TYPES, type Client, clientUpdateBody, dateInput, MSG, PROFILE_STATUSES } from '@daybook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateClient } from '../../../api/clients';
import { useActiveLocations } from '../../../api/locations';
import { DateField } from '../../../components/date-field';
import { EditDialog } from '../../../components/edit-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { SelectField } from '../../../components/select-field';
import { TextInput } from '../../../components/text-input';
import { showServerFieldErrors, useFieldProps } from '../../../lib/form';
import { locationOptions } from '../../../lib/location-options';
import { refusalDetail } from '../../../lib/refusal';
import { useToday } from '../../../lib/use-today';

interface EditClientDialogProps {
  client: Client | null;
  onClose: () => void;
  onSaved: (client: Client) => void;
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

/**
 * The client edit modal with every field (docs/product-rules.md §2 Client list). A refused save
 * keeps it open with the user's edits: a field's error under that field, anything else in a red
 * banner in the dialog (§8). A date of birth after today is refused here before it is sent, as the
 * server refuses it (§5 Client edit); the server's rule stays the one that counts.
 */
export function EditClientDialog({ client, onClose, onSaved }: EditClientDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const locations = useActiveLocations();
  const today = useToday();
  const [failure, setFailure] = useState<string | null>(null);
  const rules = useMemo(
    () =>
      clientUpdateBody.extend({
        dob: dateInput()
          .refine((dob) => dob <= today, MSG.dobFuture)
          .optional(),
      }),
    [today],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(rules),
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
    setFailure(null);
    try {
      onSaved(await update.mutateAsync({ id: client.id, body }));
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError)) {
        setFailure(refusalDetail(t, error, t('clients.updateFailed')));
      }
    }
  });

  // Cancel drops the edits and the errors: the dialog opens on the client as it is saved.
  const close = () => {
    if (update.isPending) return;
    reset();
    setFailure(null);
    onClose();
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
      <ErrorBanner message={failure} onDismiss={() => setFailure(null)} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput {...field('lastName')} id="client-last-name" label={t('clients.lastName')} required fullWidth />
        <TextInput {...field('firstName')} id="client-first-name" label={t('clients.firstName')} required fullWidth />
        <TextInput {...field('clientId')} id="client-client-id" label={t('clients.clientId')} required fullWidth />
        <DateField
          {...field('dob')}
          id="client-dob"
          label={t('clients.dateOfBirth')}
          required
          fullWidth
          inputProps={{ max: today }}
        />
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
