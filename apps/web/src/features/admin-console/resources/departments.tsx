import { NumberField, required, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { InstantDayField } from '../components/console-dates';
import { formPages } from './form-pages';
import { ResourceList } from './resource-list';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const DepartmentList = () => (
  <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }} cardTitle="name">
    <TextField source="id" />
    <TextField source="name" />
    <NumberField source="user_count" sortable={false} />
    <InstantDayField source="created_at" />
  </ResourceList>
);

const DepartmentForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} />
  </SimpleForm>
);

export const { Create: DepartmentCreate, Edit: DepartmentEdit } = formPages(DepartmentForm);
