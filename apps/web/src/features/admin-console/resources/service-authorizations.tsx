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
  useGetList,
  useRecordContext,
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

/**
 * The authorization's service code, chosen by the code it stores (docs/billing-rules.md). The
 * record names its service code by `code`, while a service code's record id is a number: a
 * reference input would ask for `service-codes?id=DTT`, which the API refuses. The choices are the
 * active codes with their names, as on a member (members.tsx), and the record's own code even when
 * it is no longer active.
 */
function ServiceCodeInput() {
  const current = useRecordContext<{ service_code?: string }>()?.service_code;
  const { data, isPending } = useGetList<{ id: number; code: string; name: string; active: boolean }>('service-codes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'code', order: 'ASC' },
  });
  const choices = (data ?? [])
    .filter((row) => row.active || row.code === current)
    .map((row) => ({ id: row.code, name: `${row.code} — ${row.name}` }));
  if (current && !isPending && !choices.some((choice) => choice.id === current)) {
    choices.push({ id: current, name: current });
  }
  return <AutocompleteInput source="service_code" choices={choices} isPending={isPending} validate={required()} />;
}

export const ServiceAuthorizationList = () => (
  <ResourceList filters={filters} sort={{ field: 'start_date', order: 'DESC' }} cardTitle="client_name">
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
    <ServiceCodeInput />
    <TextInput source="authorization_number" validate={required()} />
    <NumberInput source="units" min={1} step={1} validate={required()} />
    <DateInput source="start_date" validate={required()} />
    <DateInput source="end_date" validate={required()} />
  </SimpleForm>
);

export const { Create: ServiceAuthorizationCreate, Edit: ServiceAuthorizationEdit } =
  formPages(ServiceAuthorizationForm);
