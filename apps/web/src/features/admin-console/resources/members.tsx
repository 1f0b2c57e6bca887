import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EmailField,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="assigned_user_id" source="assigned_user_id" reference="users">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
];

export const MemberList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <EmailField source="email" />
      <ReferenceField source="assigned_user_id" reference="users" link={false}>
        <TextField source="name" />
      </ReferenceField>
      <BooleanField source="active" />
    </Datagrid>
  </List>
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
  </SimpleForm>
);

export const MemberCreate = () => (
  <Create redirect="list">
    <MemberForm />
  </Create>
);

export const MemberEdit = () => (
  <Edit mutationMode="pessimistic">
    <MemberForm />
  </Edit>
);
