import { usToIsoDate } from '@daybook/domain';
import Box from '@mui/material/Box';
import {
  AutocompleteInput,
  BooleanField,
  Create,
  CreateButton,
  DateInput,
  Edit,
  FunctionField,
  Labeled,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { billTypeChoices, statusChoices } from '../components/choices';
import { CalendarDateField } from '../components/console-dates';
import { LocationSelectField, LocationSelectInput } from '../components/location-settings';
import { RecordList } from '../components/record-list';
import { ClientCosignSetting } from '../components/signature-settings';
import { ResourceList } from './resource-list';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <ReferenceInput key="user" source="user" reference="users">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <LocationSelectInput key="location" source="location" />,
];

/** A client as a phone's card names them: last name, first name. */
const clientName = (record: { lastName?: string; firstName?: string }) =>
  [record.lastName, record.firstName].filter(Boolean).join(', ');

export const ClientList = () => (
  <ResourceList
    filters={filters}
    sort={{ field: 'lastName', order: 'ASC' }}
    cardTitle={<FunctionField source="lastName" render={clientName} />}
    cardOmits={['firstName']}
  >
    <TextField source="lastName" />
    <TextField source="firstName" />
    <TextField source="clientId" />
    <CalendarDateField source="dob" />
    <LocationSelectField source="location" />
    <SelectField source="status" choices={statusChoices} />
    <ReferenceField source="user" reference="users" link={false}>
      <TextField source="name" />
    </ReferenceField>
  </ResourceList>
);

/** The client's goals, with a button that opens a new goal for this client. */
function ClientGoals() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Labeled label="daybook.goals" fullWidth>
      <Box>
        <ReferenceManyField reference="goals" target="client" sort={{ field: 'position', order: 'ASC' }}>
          <RecordList rowClick="edit" cardTitle="description" label="daybook.goals">
            <TextField source="description" />
            <TextField source="outcome" />
            <BooleanField source="active" />
          </RecordList>
        </ReferenceManyField>
        <CreateButton resource="goals" label="daybook.addGoal" state={{ record: { client: record.id } }} />
      </Box>
    </Labeled>
  );
}

function ClientForm({ withGoals }: { withGoals?: boolean }) {
  return (
    <SimpleForm defaultValues={{ status: 'active', billType: 'monthly', location: 'GUADALUPE_DTA' }}>
      <TextInput source="clientId" validate={required()} />
      <TextInput source="firstName" validate={required()} />
      <TextInput source="lastName" validate={required()} />
      <DateInput source="dob" validate={required()} format={usToIsoDate} />
      <LocationSelectInput source="location" validate={required()} />
      <SelectInput source="billType" choices={billTypeChoices} validate={required()} />
      <TextInput source="phone" />
      <TextInput source="guardian" />
      <SelectInput source="status" choices={statusChoices} validate={required()} />
      <ReferenceInput source="user" reference="users" filter={{ is_active: true }}>
        <AutocompleteInput optionText="name" validate={required()} helperText="daybook.help.providerTransfer" />
      </ReferenceInput>
      {withGoals && <ClientCosignSetting />}
      {withGoals && <ClientGoals />}
    </SimpleForm>
  );
}

export const ClientCreate = () => (
  <Create redirect="edit">
    <ClientForm />
  </Create>
);

export const ClientEdit = () => (
  <Edit mutationMode="pessimistic">
    <ClientForm withGoals />
  </Edit>
);
