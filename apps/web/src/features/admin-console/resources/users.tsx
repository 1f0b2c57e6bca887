import { useState } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  EmailField,
  FunctionField,
  NullableBooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  TopToolbar,
  useRedirect,
} from 'react-admin';
import { roleChoices, statusChoices, usd } from '../components/choices';
import { InPlaceToolbar } from '../components/in-place-toolbar';
import { AssignedLocations, LocationSelectInput } from '../components/location-settings';
import { RateHistory } from '../components/rate-history';
import { ResetPasswordButton, TemporaryPasswordDialog } from '../components/reset-password-button';
import { ResourceList } from './resource-list';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <NullableBooleanInput key="is_active" source="is_active" />,
  <ReferenceInput key="department_id" source="department_id" reference="departments">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="manager_id" source="manager_id" reference="users">
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

export const UserList = () => (
  <ResourceList filters={filters} sort={{ field: 'name', order: 'ASC' }} cardTitle="name">
    <TextField source="name" />
    <EmailField source="email" />
    <SelectField source="role" choices={roleChoices} />
    <ReferenceField source="department_id" reference="departments" link={false}>
      <TextField source="name" />
    </ReferenceField>
    <ReferenceField source="manager_id" reference="users" link={false}>
      <TextField source="name" />
    </ReferenceField>
    <FunctionField
      source="hourly_rate_cents"
      render={(record: { hourly_rate_cents?: number }) => usd(record.hourly_rate_cents)}
    />
    <BooleanField source="is_active" />
  </ResourceList>
);

/** Dollars in the form, integer cents in the API (ADR 0002). */
const centsToDollars = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents);
const dollarsToCents = (dollars: unknown) =>
  dollars === null || dollars === undefined || dollars === '' ? 0 : Math.round(Number(dollars) * 100);

function UserForm({ create }: { create?: boolean }) {
  return (
    <TabbedForm
      defaultValues={create ? { role: 'staff', status: 'active', is_active: true } : undefined}
      // below the fields on a phone: the rate form and its "Add rate" follow on the edit page
      toolbar={create ? undefined : <InPlaceToolbar />}
    >
      <TabbedForm.Tab label="daybook.sections.account">
        <TextInput source="name" validate={required()} />
        <TextInput source="email" type="email" validate={required()} />
        {create && <PasswordInput source="password" autoComplete="new-password" />}
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <SelectInput source="status" choices={statusChoices} validate={required()} />
        <BooleanInput source="is_active" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="daybook.sections.employment">
        <ReferenceInput source="department_id" reference="departments">
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
        <ReferenceInput source="manager_id" reference="users" filter={{ is_active: true }}>
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
        <NumberInput
          source="hourly_rate_cents"
          label="daybook.hourlyRate"
          min={0}
          step={0.01}
          format={centsToDollars}
          parse={dollarsToCents}
        />
        <NumberInput source="target_hours" min={1} max={336} step={0.5} helperText="daybook.help.targetHours" />
        <TextInput source="scheduled_start" type="time" helperText="daybook.help.scheduledStart" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="daybook.sections.provider">
        <LocationSelectInput source="location" emptyText="-" />
        <AssignedLocations of="users" />
        <TextInput source="provider_id" />
        <TextInput source="payroll_id" />
        <TextInput source="services_provided" fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="daybook.sections.address">
        <TextInput source="street_address" fullWidth />
        <TextInput source="address2" fullWidth />
        <TextInput source="city" />
        <TextInput source="state" />
        <TextInput source="zip_code" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="daybook.sections.personal">
        <TextInput source="phone" />
        <TextInput source="gender" />
        <TextInput source="race" />
        <TextInput source="marital_status" />
        <TextInput source="additional_info" multiline fullWidth />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}

/**
 * The optional password, typed and then cleared, is left out (react-admin turns an emptied input
 * into null), so the server generates a temporary one as it does for an untouched field.
 */
export function withoutEmptyPassword<T extends { password?: unknown }>(data: T): T {
  if (data.password !== '' && data.password !== null && data.password !== undefined) return data;
  const { password: _empty, ...rest } = data;
  return rest as T;
}

/** Create a user; when the server generated the password, it is shown once before going on. */
export function UserCreate() {
  const redirect = useRedirect();
  const [created, setCreated] = useState<{ id: number; name: string; temporary_password: string | null } | null>(null);
  return (
    <>
      <Create
        transform={withoutEmptyPassword}
        mutationOptions={{
          onSuccess: (data: { id: number; name: string; temporary_password: string | null }) => {
            if (data.temporary_password) setCreated(data);
            else redirect('list', 'users');
          },
        }}
      >
        <UserForm create />
      </Create>
      <TemporaryPasswordDialog
        password={created?.temporary_password ?? null}
        name={created?.name ?? ''}
        onClose={() => {
          setCreated(null);
          redirect('list', 'users');
        }}
      />
    </>
  );
}

const UserEditActions = () => (
  <TopToolbar>
    <ResetPasswordButton />
  </TopToolbar>
);

/** Edit a user; the rate history with "add a rate from a date" follows the form. */
export const UserEdit = () => (
  <>
    <Edit mutationMode="pessimistic" actions={<UserEditActions />}>
      <UserForm />
    </Edit>
    <RateHistory />
  </>
);
