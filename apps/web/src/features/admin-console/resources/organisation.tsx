import { Edit, NumberInput, required, SimpleForm, TextInput } from 'react-admin';

/** The organisation settings: one record, edited in place (GET/PUT /api/admin/organisation). */
export const OrganisationEdit = () => (
  <Edit resource="organisation" id={1} redirect={false} mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="time_zone" validate={required()} helperText="IANA zone, e.g. America/Phoenix" />
      <NumberInput source="late_grace_minutes" min={0} max={120} step={1} />
      <TextInput source="default_start_time" type="time" />
      <TextInput source="support_email" type="email" />
      <TextInput source="support_phone" />
      <TextInput source="address" fullWidth />
      <TextInput source="hours_text" />
    </SimpleForm>
  </Edit>
);
