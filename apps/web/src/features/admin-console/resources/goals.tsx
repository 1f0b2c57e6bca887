import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { clientOption } from '../components/choices';
import { formPages } from './form-pages';
import { ResourceList } from './resource-list';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="client" source="client" reference="clients" alwaysOn>
    <AutocompleteInput optionText={clientOption} />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
];

export const GoalList = () => (
  <ResourceList filters={filters} sort={{ field: 'position', order: 'ASC' }} cardTitle="description">
    <ReferenceField source="client" reference="clients" link={false} sortable>
      <TextField source="lastName" />
    </ReferenceField>
    <TextField source="description" />
    <TextField source="outcome" sortable={false} />
    <NumberField source="position" />
    <BooleanField source="active" />
  </ResourceList>
);

const GoalForm = () => (
  <SimpleForm defaultValues={{ active: true }}>
    <ReferenceInput source="client" reference="clients">
      <AutocompleteInput optionText={clientOption} validate={required()} />
    </ReferenceInput>
    <TextInput source="description" validate={required()} multiline fullWidth />
    <TextInput source="activities" multiline fullWidth parse={(value) => value ?? ''} />
    <TextInput source="outcome" multiline fullWidth parse={(value) => value ?? ''} />
    <NumberInput source="position" min={0} step={1} />
    <BooleanInput source="active" />
  </SimpleForm>
);

export const { Create: GoalCreate, Edit: GoalEdit } = formPages(GoalForm, (_resource, _id, data) =>
  data?.client ? `clients/${data.client}` : 'goals',
);
