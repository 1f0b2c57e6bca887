import {
  Datagrid,
  DateField,
  List,
  NumberField,
  required,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { formPages } from './form-pages';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const DepartmentList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="name" />
      <NumberField source="user_count" sortable={false} />
      <DateField source="created_at" />
    </Datagrid>
  </List>
);

const DepartmentForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} />
  </SimpleForm>
);

export const { Create: DepartmentCreate, Edit: DepartmentEdit } = formPages(DepartmentForm);
