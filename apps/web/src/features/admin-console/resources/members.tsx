import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  EmailField,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectArrayInput,
  SimpleForm,
  TextField,
  TextInput,
  useGetList,
} from 'react-admin';
import { AssignedLocations } from '../components/location-settings';
import { formPages } from './form-pages';
import { ResourceList } from './resource-list';

/**
 * The member's authorised services: any of the organisation's service codes (docs/evv.md "Services
 * are data"); the server refuses an unknown or inactive one.
 */
function ServiceCodesInput() {
  const { data } = useGetList<{ id: number; code: string; name: string; active: boolean }>('service-codes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
  });
  const choices = (data ?? []).map((row) => ({ id: row.code, name: `${row.code} — ${row.name}` }));
  return <SelectArrayInput source="service_codes" choices={choices} />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="assigned_user_id" source="assigned_user_id" reference="users">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
];

export const MemberList = () => (
  <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }} cardTitle="name">
    <TextField source="name" />
    <EmailField source="email" />
    <ReferenceField source="assigned_user_id" reference="users" link={false}>
      <TextField source="name" />
    </ReferenceField>
    <BooleanField source="active" />
  </ResourceList>
);

const MemberForm = () => (
  <SimpleForm defaultValues={{ active: true }}>
    <TextInput source="name" validate={required()} />
    <TextInput source="email" type="email" />
    <TextInput source="phone" />
    <ReferenceInput source="assigned_user_id" reference="users" filter={{ is_active: true }}>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <TextInput source="notes" multiline fullWidth />
    <BooleanInput source="active" />
    {/* EVV (issue 13, docs/evv.md): the member id, the home geofence and the authorised services */}
    <TextInput source="member_id" />
    <TextInput source="service_address" fullWidth />
    <NumberInput source="latitude" min={-90} max={90} step="any" />
    <NumberInput source="longitude" min={-180} max={180} step="any" />
    <NumberInput source="home_radius_m" min={1} step={1} />
    <ServiceCodesInput />
    {/* besides the home, the locations their visits are judged against (ADR 0028); saved on its own */}
    <AssignedLocations of="members" />
  </SimpleForm>
);

export const { Create: MemberCreate, Edit: MemberEdit } = formPages(MemberForm);
