import {
  BooleanField,
  BooleanInput,
  NullableBooleanInput,
  NumberInput,
  required,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { formPages } from './form-pages';
import { ResourceList } from './resource-list';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" />];

export const LocationList = () => (
  <ResourceList filters={filters} sort={{ field: 'code', order: 'ASC' }} cardTitle="name">
    <TextField source="code" />
    <TextField source="name" />
    <TextField source="address" sortable={false} />
    <BooleanField source="active" />
  </ResourceList>
);

const LocationForm = () => (
  <SimpleForm defaultValues={{ active: true }}>
    <TextInput source="code" validate={required()} helperText="daybook.help.locationCode" />
    <TextInput source="name" validate={required()} />
    <TextInput source="address" fullWidth />
    <NumberInput source="latitude" min={-90} max={90} step="any" />
    <NumberInput source="longitude" min={-180} max={180} step="any" />
    <NumberInput source="radius_meters" min={1} step={1} />
    <BooleanInput source="active" />
  </SimpleForm>
);

export const { Create: LocationCreate, Edit: LocationEdit } = formPages(LocationForm);
