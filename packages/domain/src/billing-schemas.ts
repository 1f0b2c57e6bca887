import { z } from 'zod';
import { UNIT_KINDS } from './billing.js';
import { MSG } from './messages.js';
import { boolQuery, listQuery, optionalAll, readOnly } from './schemas/admin.js';
import { dateInput, RECORD_ID_MAX } from './schemas/care.js';
import { canonicalIdParam, requiredText } from './schemas/fields.js';

/**
 * Billing API shapes (issue 14, docs/billing-rules.md, ADR 0016): the admin console's service codes
 * and service authorizations, the billing fields added to attendance and timesheet answers, and the
 * billing export's query.
 */

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'Must be a whole number.' })
    .int({ error: 'Must be a whole number.' })
    .min(min, { error: `Must be from ${min} to ${max}.` })
    .max(max, { error: `Must be from ${min} to ${max}.` });

/** Most cents one unit may be paid ($100,000). */
export const RATE_CENTS_MAX = 10_000_000;
/** Most units one authorization may grant. */
export const AUTHORIZED_UNITS_MAX = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Service codes (admin console)
// ---------------------------------------------------------------------------------------------

export const serviceCodeSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Unique, e.g. DTA1'),
  name: z.string(),
  unit_kind: z.enum(UNIT_KINDS).describe('minutes15: CMS 8-minute rule; hourly: increments with a daily cap; daily'),
  rate_cents: z.number().int().describe('Cents paid for one unit'),
  increment_minutes: z.number().int().nullable().describe('hourly: minutes in one unit (15 when unset)'),
  daily_cap_minutes: z.number().int().nullable().describe('hourly: most minutes billed per client and date'),
  min_minutes: z.number().int().nullable().describe('daily: minutes a visit needs for its unit'),
  active: z.boolean(),
  requires_evv: z.boolean().describe('Visits of this service need electronic visit verification'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceCodeRecord = z.infer<typeof serviceCodeSchema>;

/** GET /api/service-codes/: one service a new attendance record may name (an active code). */
export const activeServiceCodeSchema = z.object({
  code: z.string().describe('e.g. DTA1'),
  name: z.string(),
  unit_kind: z.enum(UNIT_KINDS),
});
export type ActiveServiceCode = z.infer<typeof activeServiceCodeSchema>;

export const serviceCodeListQuery = listQuery(['id', 'code', 'name', 'unit_kind', 'active', 'created_at'] as const, {
  active: boolQuery.optional(),
  unit_kind: z.enum(UNIT_KINDS).optional(),
});

const serviceCodeFields = {
  code: z
    .string({ error: 'Must be text.' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, { error: 'Use 1–20 letters, digits, - or _ (e.g. DTA1).' })),
  name: requiredText(100),
  unit_kind: z.enum(UNIT_KINDS, { error: 'Choose minutes15, hourly or daily.' }),
  rate_cents: wholeNumber(0, RATE_CENTS_MAX),
  increment_minutes: wholeNumber(1, 480).nullable(),
  daily_cap_minutes: wholeNumber(1, 1440).nullable(),
  min_minutes: wholeNumber(0, 1440).nullable(),
  active: z.boolean({ error: 'Must be true or false.' }),
  requires_evv: z.boolean({ error: 'Must be true or false.' }),
};

/** POST /api/admin/service-codes: code, name, unit kind and rate required. */
export const serviceCodeCreateBody = z.strictObject({
  ...optionalAll(serviceCodeFields),
  code: serviceCodeFields.code,
  name: serviceCodeFields.name,
  unit_kind: serviceCodeFields.unit_kind,
  rate_cents: serviceCodeFields.rate_cents,
});
export type ServiceCodeCreateBody = z.infer<typeof serviceCodeCreateBody>;

/** PUT /api/admin/service-codes/{id}: any subset. */
export const serviceCodeUpdateBody = z.strictObject({
  ...optionalAll(serviceCodeFields),
  ...readOnly('id', 'created_at', 'updated_at'),
});
export type ServiceCodeUpdateBody = z.infer<typeof serviceCodeUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Service authorizations (admin console)
// ---------------------------------------------------------------------------------------------

export const serviceAuthorizationSchema = z.object({
  id: z.number().int(),
  client: z.number().int().describe('Client record id'),
  client_code: z.string().describe('Read-only: business client id'),
  client_name: z.string().describe('Read-only'),
  service_code: z.string(),
  authorization_number: z.string(),
  units: z.number().int().describe('Authorised units for the date range'),
  start_date: z.string().describe('YYYY-MM-DD, inclusive'),
  end_date: z.string().describe('YYYY-MM-DD, inclusive'),
  used_units: z.number().int().describe('Read-only: units of signed records in the range'),
  remaining_units: z.number().int().describe('Read-only: units − used_units (negative when exceeded)'),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type ServiceAuthorizationRecord = z.infer<typeof serviceAuthorizationSchema>;

export const serviceAuthorizationListQuery = listQuery(
  ['id', 'client', 'service_code', 'authorization_number', 'start_date', 'end_date', 'created_at'] as const,
  {
    client: canonicalIdParam(MSG.invalidId, RECORD_ID_MAX).optional(),
    service_code: z.string().max(20).optional(),
  },
);

const authorizationFields = {
  client: wholeNumber(1, RECORD_ID_MAX),
  service_code: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(20, { error: MSG.serviceCodeUnknown })
    .transform((value) => value.toUpperCase()),
  authorization_number: requiredText(50),
  units: wholeNumber(1, AUTHORIZED_UNITS_MAX),
  start_date: dateInput(),
  end_date: dateInput(),
};
const datesInOrder = (b: { start_date?: string; end_date?: string }) =>
  b.start_date === undefined || b.end_date === undefined || b.start_date <= b.end_date;

/** POST /api/admin/service-authorizations: every field required; the dates inclusive, in order. */
export const serviceAuthorizationCreateBody = z
  .strictObject(authorizationFields)
  .refine(datesInOrder, { error: MSG.rangeReversed, path: ['end_date'] });
export type ServiceAuthorizationCreateBody = z.infer<typeof serviceAuthorizationCreateBody>;

/** PUT /api/admin/service-authorizations/{id}: any subset. */
export const serviceAuthorizationUpdateBody = z
  .strictObject({
    ...optionalAll(authorizationFields),
    ...readOnly('id', 'client_code', 'client_name', 'used_units', 'remaining_units', 'created_by', 'created_at'),
  })
  .refine(datesInOrder, { error: MSG.rangeReversed, path: ['end_date'] });
export type ServiceAuthorizationUpdateBody = z.infer<typeof serviceAuthorizationUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Billing export
// ---------------------------------------------------------------------------------------------

/** GET /api/billing/export?from=&to=&format=csv|xlsx. */
export const billingExportQuery = z
  .object({
    from: dateInput(),
    to: dateInput(),
    format: z.enum(['csv', 'xlsx'], { error: 'Choose csv or xlsx.' }).default('csv'),
  })
  .refine((q) => q.from <= q.to, { error: MSG.rangeReversed, path: ['to'] });
export type BillingExportQuery = z.infer<typeof billingExportQuery>;
