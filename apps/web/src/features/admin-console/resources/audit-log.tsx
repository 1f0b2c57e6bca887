import Box from '@mui/material/Box';
import {
  AutocompleteInput,
  DateField,
  DateInput,
  FunctionField,
  ReferenceInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
} from 'react-admin';
import { ResourceList } from './resource-list';

const filters = [
  <ReferenceInput key="actor_id" source="actor_id" reference="users" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="action" source="action" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export const AuditLogList = () => (
  <ResourceList filters={filters} sort={{ field: 'at', order: 'DESC' }} rowClick="show">
    <DateField source="at" showTime />
    <TextField source="actor_name" sortable={false} emptyText="—" />
    <TextField source="action" sortable={false} />
    <TextField source="entity" sortable={false} />
    <TextField source="entity_id" sortable={false} />
  </ResourceList>
);

/** A before/after snapshot as indented JSON text (React escapes it; nothing becomes markup). */
const Snapshot = ({ value }: { value: unknown }) => (
  <Box
    component="pre"
    sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: '0.8125rem' }}
  >
    {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
  </Box>
);

export const AuditLogShow = () => (
  <Show>
    <SimpleShowLayout>
      <DateField source="at" showTime />
      <TextField source="actor_name" emptyText="—" />
      <TextField source="action" />
      <TextField source="entity" />
      <TextField source="entity_id" />
      <TextField source="request_id" emptyText="—" />
      <FunctionField source="before" render={(record: { before?: unknown }) => <Snapshot value={record.before} />} />
      <FunctionField source="after" render={(record: { after?: unknown }) => <Snapshot value={record.after} />} />
    </SimpleShowLayout>
  </Show>
);
