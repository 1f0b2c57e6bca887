import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ArrayField,
  AutocompleteInput,
  BooleanField,
  DateInput,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CheckOutField } from '../components/check-out-field';
import { workDayStatusChoices } from '../components/choices';
import { CalendarDateField, ClockTimeField, InstantField, useConsoleDates } from '../components/console-dates';
import { CorrectWorkDayButton } from '../components/correct-work-day';
import { HoursField } from '../components/hours-field';
import { RecordList } from '../components/record-list';
import { ResourceList } from './resource-list';

const filters = [
  <ReferenceInput key="user_id" source="user_id" reference="users" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={workDayStatusChoices} alwaysOn />,
  <DateInput key="start_date" source="start_date" />,
  <DateInput key="end_date" source="end_date" />,
];

export const WorkDayList = () => (
  <ResourceList filters={filters} sort={{ field: 'work_date', order: 'DESC' }} rowClick="show" cardTitle="user_name">
    <TextField source="user_name" sortBy="user_id" />
    <CalendarDateField source="work_date" />
    <ClockTimeField source="check_in" sortBy="check_in_at" />
    <CheckOutField source="check_out" sortable={false} />
    <HoursField source="hours_worked" sortable={false} />
    <SelectField source="status" choices={workDayStatusChoices} sortable={false} />
    <BooleanField source="corrected" sortable={false} />
  </ResourceList>
);

function Corrections() {
  const translate = useTranslate();
  const record = useRecordContext<{ corrections?: unknown[] }>();
  // before and after on the organisation's wall clock
  const { instant } = useConsoleDates();
  if (!record?.corrections?.length)
    return <Typography color="text.secondary">{translate('daybook.noCorrections')}</Typography>;
  return (
    <Box sx={{ maxWidth: { xs: 'calc(100vw - 48px)', md: '100%' } }}>
      <ArrayField source="corrections">
        {/* a card per correction on a phone, its time as the heading */}
        <RecordList rowClick={false} cardTitle="created_at" label="daybook.corrections">
          <InstantField source="created_at" label="resources.audit-log.fields.at" />
          <TextField source="corrected_by_name" label="resources.audit-log.fields.actor_name" />
          <TextField source="reason" label="daybook.reason" />
          <FunctionField
            label="daybook.before"
            render={(c: { before_check_in_at: string; before_check_out_at: string | null }) =>
              `${instant(c.before_check_in_at)} – ${instant(c.before_check_out_at)}`
            }
          />
          <FunctionField
            label="daybook.after"
            render={(c: { after_check_in_at: string; after_check_out_at: string | null }) =>
              `${instant(c.after_check_in_at)} – ${instant(c.after_check_out_at)}`
            }
          />
        </RecordList>
      </ArrayField>
    </Box>
  );
}

const WorkDayActions = () => (
  <TopToolbar>
    <CorrectWorkDayButton />
  </TopToolbar>
);

export const WorkDayShow = () => (
  <Show actions={<WorkDayActions />}>
    <SimpleShowLayout>
      <TextField source="user_name" />
      <CalendarDateField source="work_date" />
      <ClockTimeField source="check_in" />
      <CheckOutField source="check_out" />
      <HoursField source="hours_worked" />
      <NumberField source="paused_minutes" />
      <SelectField source="status" choices={workDayStatusChoices} />
      <Labeled label="daybook.corrections" fullWidth>
        <Corrections />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
