import {
  AutocompleteInput,
  DateInput,
  NumberField,
  NumberInput,
  ReferenceInput,
  required,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { clientOption } from '../components/choices';
import { CalendarDateField } from '../components/console-dates';
import { formPages } from './form-pages';
import { ResourceList } from './resource-list';

/**
 * Service authorizations (docs/billing-rules.md): a client's authorised units of one service code
 * for an inclusive date range; used units come from the signed records in the range.
 */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="client" source="client" reference="clients">
    <AutocompleteInput optionText={clientOption} />
  </ReferenceInput>,
  <TextInput key="service_code" source="service_code" />,
];

export const ServiceAuthorizationList = () => (
  <ResourceList filters={filters} sort={{ field: 'start_date', order: 'DESC' }}>
    <TextField source="client_name" sortable={false} />
    <TextField source="client_code" sortable={false} />
    <TextField source="service_code" />
    <TextField source="authorization_number" />
    <CalendarDateField source="start_date" />
    <CalendarDateField source="end_date" />
    <NumberField source="units" sortable={false} />
    <NumberField source="used_units" sortable={false} />
    <NumberField source="remaining_units" sortable={false} />
  </ResourceList>
);

const ServiceAuthorizationForm = () => (
  <SimpleForm>
    <ReferenceInput source="client" reference="clients">
      <AutocompleteInput optionText={clientOption} validate={required()} />
    </ReferenceInput>
    <ReferenceInput source="service_code" reference="service-codes" filter={{ active: true }}>
      <AutocompleteInput optionText="code" optionValue="code" validate={required()} />
    </ReferenceInput>
    <TextInput source="authorization_number" validate={required()} />
    <NumberInput source="units" min={1} step={1} validate={required()} />
    <DateInput source="start_date" validate={required()} />
    <DateInput source="end_date" validate={required()} />
  </SimpleForm>
);

export const { Create: ServiceAuthorizationCreate, Edit: ServiceAuthorizationEdit } =
  formPages(ServiceAuthorizationForm);
