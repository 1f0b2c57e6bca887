import { ROUNDING_STEPS } from '@daybook/domain';
import Typography from '@mui/material/Typography';
import {
  CheckboxGroupInput,
  Edit,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { InPlaceToolbar, inPlaceFormSx } from '../components/in-place-toolbar';
import { LocationTrustSettingsForm } from '../components/location-settings';
import { SignatureSettingsForm } from '../components/signature-settings';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const workweekChoices = WEEKDAYS.map((day, id) => ({ id, name: `daybook.weekdays.${day}` }));

/** Dollars in the form, integer cents in the API (ADR 0002). */
const centsToDollars = (cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents);
const dollarsToCents = (dollars: unknown) =>
  dollars === null || dollars === undefined || dollars === '' ? null : Math.round(Number(dollars) * 100);

function PayrollHeading() {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
      {translate('daybook.payrollSection')}
    </Typography>
  );
}

/**
 * Save only: the organisation is one record that exists from the first start and is never deleted.
 * Below the form on a phone too, not over the signature and location forms that follow it.
 */
const SaveOnly = () => (
  <InPlaceToolbar>
    <SaveButton />
  </InPlaceToolbar>
);

/**
 * The organisation settings: one record, edited in place (GET/PUT /api/admin/organisation), with
 * the days the program opens (lateness, docs/product-rules.md §10) and the payroll settings of
 * docs/payroll-rules.md: the workweek's first day, the overtime threshold and multiplier, punch
 * rounding and the minimum wage; below it the signature setting (docs/signatures.md), which has
 * its own route.
 */
export const OrganisationEdit = () => {
  const translate = useTranslate();
  const roundingChoices = ROUNDING_STEPS.map((minutes) => ({
    id: minutes,
    name:
      minutes === 0
        ? translate('daybook.roundingNone')
        : minutes === 1
          ? translate('daybook.roundingMinute')
          : translate('daybook.roundingMinutes', { minutes }),
  }));
  return (
    <>
      <Edit resource="organisation" id={1} redirect={false} mutationMode="pessimistic">
        <SimpleForm toolbar={<SaveOnly />} sx={inPlaceFormSx}>
          <TextInput source="name" validate={required()} />
          <TextInput source="time_zone" validate={required()} helperText="daybook.help.timeZone" />
          <NumberInput source="late_grace_minutes" min={0} max={120} step={1} />
          <TextInput source="default_start_time" type="time" />
          <CheckboxGroupInput
            source="working_days"
            choices={workweekChoices}
            validate={required()}
            helperText="daybook.help.workingDays"
          />
          <TextInput source="support_email" type="email" />
          <TextInput source="support_phone" />
          <TextInput source="address" fullWidth />
          <TextInput source="hours_text" />
          {/* shown to Spanish readers in the footer; left empty, they see the English (ADR 0020) */}
          <TextInput source="hours_text_es" helperText="daybook.help.hoursTextEs" />
          <PayrollHeading />
          <SelectInput source="workweek_start_day" choices={workweekChoices} validate={required()} />
          <NumberInput source="overtime_threshold_hours" min={1} max={168} step={0.01} validate={required()} />
          <NumberInput source="overtime_multiplier" min={1} max={3} step={0.01} validate={required()} />
          <SelectInput
            source="rounding_minutes"
            choices={roundingChoices}
            translateChoice={false}
            validate={required()}
          />
          <NumberInput
            source="minimum_wage_cents"
            min={0}
            step={0.01}
            format={centsToDollars}
            parse={dollarsToCents}
            validate={required()}
          />
        </SimpleForm>
      </Edit>
      <SignatureSettingsForm />
      <LocationTrustSettingsForm />
    </>
  );
};
