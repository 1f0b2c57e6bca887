import {
  BooleanField,
  BooleanInput,
  FunctionField,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { unitKindChoices, usd } from '../components/choices';
import { formPages } from './form-pages';
import { ResourceList } from './resource-list';

/**
 * Service codes as data (docs/billing-rules.md): unit kind and rate per unit; hourly codes bill in an
 * increment (15 minutes when empty) with an optional daily cap, daily codes from a minimum.
 */

const centsToDollars = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents);
const dollarsToCents = (dollars: unknown) =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : dollars;
const emptyIsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="unit_kind" source="unit_kind" choices={unitKindChoices} />,
  <NullableBooleanInput key="active" source="active" />,
];

/** A service code as a phone's card names it: its code and its name. */
const codeAndName = (record: { code?: string; name?: string }) =>
  [record.code, record.name].filter(Boolean).join(' — ');

export const ServiceCodeList = () => (
  <ResourceList
    filters={filters}
    sort={{ field: 'code', order: 'ASC' }}
    cardTitle={<FunctionField source="code" render={codeAndName} />}
    cardOmits={['name']}
  >
    <TextField source="code" />
    <TextField source="name" />
    <SelectField source="unit_kind" choices={unitKindChoices} />
    <FunctionField
      source="rate_cents"
      sortable={false}
      render={(record: { rate_cents?: number }) => usd(record.rate_cents)}
    />
    <NumberField source="increment_minutes" sortable={false} />
    <NumberField source="daily_cap_minutes" sortable={false} />
    <NumberField source="min_minutes" sortable={false} />
    <BooleanField source="requires_evv" sortable={false} />
    <BooleanField source="active" />
  </ResourceList>
);

const ServiceCodeForm = () => (
  <SimpleForm defaultValues={{ active: true, requires_evv: false, unit_kind: 'hourly' }}>
    <TextInput source="code" validate={required()} helperText="daybook.help.serviceCode" />
    <TextInput source="name" validate={required()} fullWidth />
    <SelectInput source="unit_kind" choices={unitKindChoices} validate={required()} />
    <NumberInput
      source="rate_cents"
      min={0}
      step={0.01}
      format={centsToDollars}
      parse={dollarsToCents}
      validate={required()}
      helperText="daybook.help.ratePerUnit"
    />
    <NumberInput
      source="increment_minutes"
      min={1}
      max={480}
      step={1}
      parse={emptyIsNull}
      helperText="daybook.help.incrementMinutes"
    />
    <NumberInput
      source="daily_cap_minutes"
      min={1}
      max={1440}
      step={1}
      parse={emptyIsNull}
      helperText="daybook.help.dailyCapMinutes"
    />
    <NumberInput
      source="min_minutes"
      min={0}
      max={1440}
      step={1}
      parse={emptyIsNull}
      helperText="daybook.help.minMinutes"
    />
    <BooleanInput source="requires_evv" />
    <BooleanInput source="active" />
  </SimpleForm>
);

export const { Create: ServiceCodeCreate, Edit: ServiceCodeEdit } = formPages(ServiceCodeForm);
