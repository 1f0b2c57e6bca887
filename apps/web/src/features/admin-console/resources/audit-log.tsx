import {
  AutocompleteInput,
  DateInput,
  FunctionField,
  type FunctionFieldProps,
  type Identifier,
  ReferenceInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AuditChanges } from '../components/audit-changes';
import {
  auditActionChoices,
  auditEntityChoices,
  auditEntityLabel,
  auditEntryActionLabel,
} from '../components/audit-labels';
import { InstantField } from '../components/console-dates';
import { ResourceList } from './resource-list';

// The server filters on the exact code: the reader picks a named action or entity instead of typing it.
const filters = [
  <ReferenceInput key="actor_id" source="actor_id" reference="users" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="entity" source="entity" choices={auditEntityChoices} alwaysOn />,
  <SelectInput key="action" source="action" choices={auditActionChoices} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

type CodeFieldProps = Omit<FunctionFieldProps, 'render' | 'source'> & { source: 'action' | 'entity' };

/**
 * An action or entity code as its label in the console's language; an unknown code as it is. A
 * timecard's submit, approval and reopen are named as such (auditEntryActionLabel).
 */
function AuditCodeField(props: CodeFieldProps) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      render={(record: { action?: unknown; entity?: unknown; after?: unknown }) =>
        props.source === 'action'
          ? auditEntryActionLabel(record, translate)
          : auditEntityLabel(record.entity, translate)
      }
    />
  );
}

export const AuditLogList = () => (
  <ResourceList filters={filters} sort={{ field: 'at', order: 'DESC' }} rowClick="show" cardTitle="action">
    <InstantField source="at" seconds />
    <TextField source="actor_name" sortable={false} emptyText="—" />
    <AuditCodeField source="action" sortable={false} />
    <AuditCodeField source="entity" sortable={false} />
    <TextField source="entity_id" sortable={false} />
  </ResourceList>
);

/** The entry's before and after compared field by field (components/audit-changes.tsx). */
function EntryChanges() {
  const record = useRecordContext<{ id: Identifier; entity?: unknown; before?: unknown; after?: unknown }>();
  // a new comparison (the unchanged fields folded again) for each entry
  return record ? (
    <AuditChanges key={record.id} before={record.before} after={record.after} entity={record.entity} />
  ) : null;
}

export const AuditLogShow = () => (
  <Show>
    <SimpleShowLayout>
      <InstantField source="at" seconds />
      <TextField source="actor_name" emptyText="—" />
      <AuditCodeField source="action" />
      <AuditCodeField source="entity" />
      <TextField source="entity_id" />
      <TextField source="request_id" emptyText="—" />
    </SimpleShowLayout>
    <EntryChanges />
  </Show>
);
