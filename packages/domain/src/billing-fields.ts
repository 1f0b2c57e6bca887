import { z } from 'zod';
import { AUTHORIZATION_WARNING_PERCENT, BILLING_STATUSES } from './billing.js';

/**
 * The billing fields of attendance and timesheet answers (issue 14, docs/billing-rules.md). Kept
 * apart from billing-schemas.ts so that the care schemas can use them without an import cycle.
 */

// ---------------------------------------------------------------------------------------------
// Billing fields on care answers
// ---------------------------------------------------------------------------------------------

export const AUTHORIZATION_WARNINGS = ['near_limit', 'exceeded'] as const;

/** The authorization a record falls under, with what is left of it. */
export const recordAuthorizationSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('The authorization number'),
  units: z.number().int().describe('Authorised units'),
  used_units: z.number().int().describe('Units of the signed records in its range'),
  remaining_units: z.number().int().describe('units − used_units; negative once exceeded'),
  warning: z
    .enum(AUTHORIZATION_WARNINGS)
    .nullable()
    .describe(
      `near_limit: this record (counted if unsigned) brings use to ${AUTHORIZATION_WARNING_PERCENT} % or more; exceeded: beyond the authorised units. The record is saved either way.`,
    ),
  used_units_as_of: z
    .number()
    .int()
    .describe(
      'Units of the authorization’s records from its start date up to and including this one, in the order units are spent (date, time in, id), signed or not (an unsigned record counted as what it will use)',
    ),
  remaining_units_as_of: z
    .number()
    .int()
    .describe('units − used_units_as_of: what is left after this record’s service; negative once exceeded'),
  warning_as_of: z
    .enum(AUTHORIZATION_WARNINGS)
    .nullable()
    .describe(
      `By used_units_as_of: near_limit at ${AUTHORIZATION_WARNING_PERCENT} % or more of the authorised units, exceeded beyond them, else null`,
    ),
});
export type RecordAuthorization = z.infer<typeof recordAuthorizationSchema>;

/** What GET /api/attendance/ and the timesheet add to each record (docs/billing-rules.md). */
export const recordBillingFields = {
  units: z.number().int().describe('Billable units from the times and the service code’s rule'),
  amount_cents: z.number().int().describe('units × the code’s rate, in cents'),
  billing_status: z
    .enum(BILLING_STATUSES)
    .describe(
      'What the billing export does with the record. billed: billed in full; capped: billed, the daily cap removed units; no_show (absent: bills nothing); in_progress (no time out); no_units (too short); unknown_code; unsigned: not billed until the provider signs; no_authorization: no service authorization covers it; exceeded: its authorization ran out before some or all of its units',
    ),
  signed: z.boolean().describe('The provider signed the record (an author signature exists)'),
  authorization: recordAuthorizationSchema
    .nullable()
    .describe('The authorization covering client, service and date; null when none (unauthorised)'),
};

/** The keys the billing fields add to a record. */
export type RecordBillingKey = keyof typeof recordBillingFields;
