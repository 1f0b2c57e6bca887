import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.js';
import { EARLIEST_DATE, LATEST_DATE, parseDateInput } from '../dates.js';
import { BILL_TYPES, PROFILE_STATUSES, ROLES } from '../enums.js';
import { MSG } from '../messages.js';
import { clientSchema, dateInput, goalSchema, locationInput, recordIdInput, recordIdParam } from './care.js';
import { email, optionalText, requiredText, wholeNumberParam } from './fields.js';
import { memberEvvFields, memberEvvSchema } from './location-check.js';
import { payrollSettingsBody } from './payroll.js';
import { WORK_DAY_STATUSES } from './workday.js';

/**
 * The admin console's API (issue 5, ADR 0010), admin role only (staff and managers 403, anonymous
 * 401). Lists follow the json-server convention that `ra-data-json-server` speaks:
 *
 * - `GET /api/admin/<resource>?_start=0&_end=25&_sort=name&_order=ASC&q=text&<field>=<value>` →
 *   a JSON array and an `X-Total-Count` header. `id=1&id=2` (getMany) lists those records.
 *   `_sort` must be one of the resource's sort keys (400 otherwise); a page holds at most 500.
 * - `GET /api/admin/<resource>/{id}` → the record; `POST /api/admin/<resource>` → 201 the record;
 * - `PUT /api/admin/<resource>/{id}` → the updated record. The body is the record as GET returned
 *   it or any subset of it (updateMany sends only the changed fields); read-only keys (`id`,
 *   `created_at`, names of related records …) are accepted and not written; unknown keys are 400.
 * - `DELETE /api/admin/<resource>/{id}` → the deleted record, or 409 with a `detail` when history
 *   must stay (deactivate instead).
 */

/** Largest page a list answers (`_end - _start`). */
export const ADMIN_PAGE_MAX = 500;
export const ADMIN_PAGE_DEFAULT = 25;

export const boolQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false.' })
  .transform((value) => value === 'true' || value === '1');

/** `id=1&id=2`: one id or several, always read as a list. */
const idListQuery = z
  .union([recordIdParam, z.array(recordIdParam).max(ADMIN_PAGE_MAX)], { error: MSG.invalidId })
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** The pagination, sorting and search keys every list takes. */
export function listQuery<const K extends readonly [string, ...string[]], S extends z.ZodRawShape>(
  sortKeys: K,
  filters: S,
) {
  return z
    .object({
      // canonical digits only (`1e1`, `+5`, `05` are refused), as ra-data-json-server writes them
      _start: wholeNumberParam(0, 1_000_000, 'Must be a whole number from 0 to 1000000.').default(0),
      _end: wholeNumberParam(
        0,
        1_000_000 + ADMIN_PAGE_MAX,
        `Must be a whole number from 0 to ${1_000_000 + ADMIN_PAGE_MAX}.`,
      ).optional(),
      _sort: z.enum(sortKeys, { error: `Sort by one of: ${sortKeys.join(', ')}.` }).optional(),
      _order: z
        .string()
        .max(4)
        .transform((value) => value.toUpperCase())
        .pipe(z.enum(['ASC', 'DESC'], { error: 'Order must be ASC or DESC.' }))
        .optional()
        .describe('Default ASC (audit log: newest first)'),
      q: z.string().max(200).optional(),
      id: idListQuery.optional(),
      ...filters,
    })
    .superRefine((input, ctx) => {
      const query = input as unknown as { _start: unknown; _end?: unknown };
      // a bound already refused above (not digits) is not compared again
      if (typeof query._start !== 'number' || (query._end !== undefined && typeof query._end !== 'number')) return;
      const end = query._end ?? query._start + ADMIN_PAGE_DEFAULT;
      if (end < query._start)
        ctx.addIssue({ code: 'custom', path: ['_end'], message: '_end must not be below _start.' });
      if (end - query._start > ADMIN_PAGE_MAX) {
        ctx.addIssue({ code: 'custom', path: ['_end'], message: `A page holds at most ${ADMIN_PAGE_MAX} records.` });
      }
    });
}

/** Keys a PUT body may carry back from a GET without them being written. */
export const readOnly = (...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, z.unknown().optional().describe('Read-only: ignored')])) as Record<
    string,
    z.ZodOptional<z.ZodUnknown>
  >;

const recordId = recordIdInput;
/** A record id that may be null (clears the link). */
const nullableRecordId = z.preprocess((value) => (value === '' ? null : value), recordId().nullable());

const phoneInput = optionalText(30).refine((value) => value === null || /^[0-9+().\-\s]{7,30}$/.test(value), {
  error: MSG.invalidPhone,
});

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockInput = z.string({ error: MSG.invalidTime }).trim().regex(HH_MM, { error: MSG.invalidTime });

/** An ISO 8601 instant with a zone (`2026-11-20T15:00:00Z`, `…-07:00`); becomes the UTC ISO string. */
export const instantInput = z
  .string({ error: MSG.invalidInstant })
  .max(40, { error: MSG.invalidInstant })
  .transform((value, ctx) => {
    const text = value.trim();
    const shape = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.exec(
      text,
    );
    const day = shape?.[1];
    if (day && (day < EARLIEST_DATE || day > LATEST_DATE)) {
      ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
      return z.NEVER;
    }
    // the date itself must exist: Date.parse reads 2026-02-30 as 2 March
    const ms = shape && parseDateInput(shape[1] as string) === shape[1] ? Date.parse(text) : Number.NaN;
    if (!Number.isFinite(ms)) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidInstant });
      return z.NEVER;
    }
    const iso = new Date(ms).toISOString();
    if (iso.slice(0, 10) < EARLIEST_DATE || iso.slice(0, 10) > LATEST_DATE) {
      ctx.addIssue({ code: 'custom', message: MSG.dateOutOfRange });
      return z.NEVER;
    }
    return iso;
  });

/**
 * Whether a text names a time zone this runtime knows by its IANA name (e.g. America/Phoenix, or
 * UTC). Offsets ("+05:00"), POSIX rules ("EST5EDT") and names in the wrong case ("utc"), which the
 * runtime would also take, are refused: the zone is shown to people and read by other programs.
 */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64 || !/^(UTC|[A-Z][A-Za-z_]*(\/[A-Za-z0-9_+-]+)+)$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

/** Longest address or personal-settings text. */
export const SETTINGS_TEXT_MAX = 200;
export const ADDITIONAL_INFO_MAX = 2000;
/** Highest hourly rate accepted, in cents ($10,000.00). */
export const HOURLY_RATE_CENTS_MAX = 1_000_000;
/** Highest biweekly target in hours. */
export const TARGET_HOURS_MAX = 336;

/**
 * A user as the admin console reads it. Money is integer cents (`hourly_rate_cents`, ADR 0002);
 * the pay-period target is `target_hours` (stored as minutes; null = the default 80).
 * The user-settings fields (docs/product-rules.md §3) are flattened in.
 */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(PROFILE_STATUSES),
  is_active: z.boolean().describe('false: cannot sign in (sessions revoked when set)'),
  must_change_password: z.boolean(),
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable().describe('Read-only'),
  manager_id: z.number().int().nullable(),
  manager_name: z.string().nullable().describe('Read-only'),
  hourly_rate_cents: z.number().int().describe('USD cents'),
  target_hours: z.number().nullable().describe('Biweekly target; null = 80'),
  scheduled_start: z.string().nullable().describe('HH:MM; null = the organisation default'),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  payroll_id: z.string().nullable(),
  provider_id: z.string().nullable(),
  street_address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  gender: z.string().nullable(),
  race: z.string().nullable(),
  marital_status: z.string().nullable(),
  services_provided: z.string().nullable(),
  additional_info: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/admin/users answer: the user, and the generated temporary password once (else null). */
export const adminUserCreatedSchema = adminUserSchema.extend({
  temporary_password: z.string().nullable().describe('Shown once; null when a password was given'),
});
export type AdminUserCreated = z.infer<typeof adminUserCreatedSchema>;

export const ADMIN_USER_SORT_KEYS = [
  'id',
  'name',
  'email',
  'role',
  'status',
  'is_active',
  'department_id',
  'manager_id',
  'hourly_rate_cents',
  'created_at',
] as const;

/** GET /api/admin/users: q (name or email), role, is_active, department_id, manager_id, status. */
export const adminUserListQuery = listQuery(ADMIN_USER_SORT_KEYS, {
  role: z.enum(ROLES, { error: 'Choose staff, manager or admin.' }).optional(),
  is_active: boolQuery.optional(),
  status: z.enum(PROFILE_STATUSES, { error: MSG.invalidStatus }).optional(),
  department_id: recordIdParam.optional(),
  manager_id: recordIdParam.optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

const userFields = {
  name: requiredText(150),
  email,
  role: z.enum(ROLES, { error: 'Choose staff, manager or admin.' }),
  status: z.enum(PROFILE_STATUSES, { error: MSG.invalidStatus }),
  is_active: z.boolean({ error: 'Must be true or false.' }),
  department_id: nullableRecordId,
  manager_id: nullableRecordId,
  hourly_rate_cents: z
    .number({ error: 'Must be a whole number of cents.' })
    .int({ error: 'Must be a whole number of cents.' })
    .min(0, { error: 'Must not be negative.' })
    .max(HOURLY_RATE_CENTS_MAX, { error: `Must be at most ${HOURLY_RATE_CENTS_MAX}.` }),
  // emptied in a form: no target of their own (80 hours)
  target_hours: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: 'Must be a number of hours.' })
      .positive({ error: 'Must be more than 0.' })
      .max(TARGET_HOURS_MAX, { error: `Must be at most ${TARGET_HOURS_MAX}.` })
      .nullable(),
  ),
  scheduled_start: z.preprocess((value) => (value === '' ? null : value), clockInput.nullable()),
  phone: phoneInput,
  // any admin console location by id, code or name (ADR 0028); the server answers 400 location_unknown / location_inactive
  location: z.preprocess((value) => (value === '' ? null : value), locationInput.nullable()),
  payroll_id: optionalText(50),
  provider_id: optionalText(50),
  street_address: optionalText(SETTINGS_TEXT_MAX),
  address2: optionalText(SETTINGS_TEXT_MAX),
  city: optionalText(100),
  state: optionalText(50),
  zip_code: optionalText(20),
  gender: optionalText(50),
  race: optionalText(100),
  marital_status: optionalText(50),
  services_provided: optionalText(SETTINGS_TEXT_MAX),
  additional_info: optionalText(ADDITIONAL_INFO_MAX),
};
type OptionalShape<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<T[K]> };
export const optionalAll = <T extends z.ZodRawShape>(shape: T): OptionalShape<T> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, (schema as z.ZodType).optional()]),
  ) as unknown as OptionalShape<T>;

/**
 * POST /api/admin/users: name and email required; role defaults to staff. Give `password` (the
 * signup rules: 12+ characters, upper case, number, special, not a common password) or leave it
 * out to have a temporary one generated, returned once, with must_change_password set.
 */
export const adminUserCreateBody = z.strictObject({
  ...optionalAll(userFields),
  name: userFields.name,
  email: userFields.email,
  // an emptied optional field is an absent one (issue 10 item 24): "" or null generates a password
  password: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string({ error: 'Must be text.' }).max(PASSWORD_MAX, { error: MSG.passwordMax }).optional(),
    )
    .optional(),
});
export type AdminUserCreateBody = z.infer<typeof adminUserCreateBody>;

/** PUT /api/admin/users/{id}: any subset of the fields; an admin cannot deactivate or demote themself. */
export const adminUserUpdateBody = z.strictObject({
  ...optionalAll(userFields),
  ...readOnly(
    'id',
    'department_name',
    'manager_name',
    'must_change_password',
    'created_at',
    'updated_at',
    'temporary_password',
  ),
});
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBody>;

/** POST /api/admin/users/{id}/reset-password answer: the temporary password, shown once. */
export const adminPasswordResetSchema = z.object({
  id: z.number().int(),
  temporary_password: z.string(),
  must_change_password: z.literal(true),
  sessions_revoked: z.number().int(),
  detail: z.string(),
});
export type AdminPasswordReset = z.infer<typeof adminPasswordResetSchema>;

// ---------------------------------------------------------------------------------------------
// Departments and locations
// ---------------------------------------------------------------------------------------------

export const adminDepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_count: z.number().int().describe('Read-only: people in the department'),
  created_at: z.string(),
});
export type AdminDepartment = z.infer<typeof adminDepartmentSchema>;

export const adminDepartmentListQuery = listQuery(['id', 'name', 'created_at'] as const, {});
/** POST /api/admin/departments and PUT …/{id}: a unique name. */
export const adminDepartmentBody = z.strictObject({
  name: requiredText(100),
  ...readOnly('id', 'user_count', 'created_at'),
});
export type AdminDepartmentBody = z.infer<typeof adminDepartmentBody>;

/** A program location (docs/product-rules.md §3 codes, §9 names) with coordinates for later geofencing. */
export const adminLocationSchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Unique, e.g. GUADALUPE_DTA'),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radius_meters: z.number().int().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;

export const adminLocationListQuery = listQuery(['id', 'code', 'name', 'active', 'created_at'] as const, {
  active: boolQuery.optional(),
});

const locationRecordFields = {
  code: z
    .string({ error: 'Must be text.' })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, { error: 'Use 2–40 letters, digits or _ (e.g. GUADALUPE_DTA).' })),
  name: requiredText(100),
  address: optionalText(SETTINGS_TEXT_MAX),
  latitude: z.number({ error: 'Must be a number.' }).finite().min(-90).max(90).nullable(),
  longitude: z.number({ error: 'Must be a number.' }).finite().min(-180).max(180).nullable(),
  radius_meters: z.number({ error: 'Must be a whole number.' }).int().min(1).max(100_000).nullable(),
  active: z.boolean({ error: 'Must be true or false.' }),
};
const coordinatesTogether = (b: { latitude?: number | null; longitude?: number | null }) =>
  b.latitude === undefined || b.longitude === undefined || (b.latitude === null) === (b.longitude === null);

/** POST /api/admin/locations: code and name required. */
export const adminLocationCreateBody = z
  .strictObject({
    ...optionalAll(locationRecordFields),
    code: locationRecordFields.code,
    name: locationRecordFields.name,
  })
  .refine(coordinatesTogether, { error: MSG.locationIncomplete, path: ['longitude'] });
export type AdminLocationCreateBody = z.infer<typeof adminLocationCreateBody>;
/** PUT /api/admin/locations/{id}: any subset. */
export const adminLocationUpdateBody = z
  .strictObject({ ...optionalAll(locationRecordFields), ...readOnly('id', 'created_at', 'updated_at') })
  .refine(coordinatesTogether, { error: MSG.locationIncomplete, path: ['longitude'] });
export type AdminLocationUpdateBody = z.infer<typeof adminLocationUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Organisation settings
// ---------------------------------------------------------------------------------------------

/**
 * GET/PUT /api/admin/organisation. support_email/support_phone are the Contact Administrator
 * modal's (public GET /api/organisation/); the Settings page's manager contact is each user's
 * manager (users.manager_id), edited on the user.
 */
export const adminOrganisationSchema = z.object({
  id: z.literal(1),
  name: z.string(),
  time_zone: z.string(),
  late_grace_minutes: z.number().int(),
  default_start_time: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
  address: z.string(),
  hours_text: z.string(),
  hours_text_es: z
    .string()
    .nullable()
    .describe('The opening hours in Spanish; null shows hours_text to Spanish readers'),
  updated_at: z.string(),
  // payroll settings (docs/payroll-rules.md)
  working_days: z
    .array(z.number().int())
    .describe('The days the program opens, 0 = Sunday … 6 = Saturday; lateness is marked on them only'),
  workweek_start_day: z.number().int().describe('0 = Sunday … 6 = Saturday'),
  overtime_threshold_hours: z.number().describe('Hours in a workweek after which time is overtime'),
  overtime_multiplier: z.number(),
  rounding_minutes: z.number().int().describe('Punch rounding: 0 (none), 1, 5, 6 or 15 minutes'),
  minimum_wage_cents: z.number().int().describe('No hourly rate below this is accepted'),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

export const adminOrganisationBody = z.strictObject({
  name: requiredText(150).optional(),
  time_zone: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(64)
    .refine(isTimeZone, { error: MSG.invalidTimeZone })
    .optional(),
  late_grace_minutes: z
    .number({ error: 'Must be a whole number.' })
    .int({ error: 'Must be a whole number.' })
    .min(0, { error: 'Must be from 0 to 120.' })
    .max(120, { error: 'Must be from 0 to 120.' })
    .optional(),
  default_start_time: clockInput.optional(),
  support_email: email.optional(),
  support_phone: requiredText(30)
    .refine((value) => /^[0-9+().\-\s]{7,30}$/.test(value), { error: MSG.invalidPhone })
    .optional(),
  address: requiredText(SETTINGS_TEXT_MAX).optional(),
  hours_text: requiredText(100).optional(),
  // empty or null: none, and Spanish readers see hours_text; left out: unchanged
  hours_text_es: optionalText(100).optional(),
  working_days: z
    .array(
      z
        .number({ error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
        .int({ error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
        .min(0, { error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' })
        .max(6, { error: 'Must be a whole number from 0 (Sunday) to 6 (Saturday).' }),
      { error: 'Must be a list of days, 0 (Sunday) to 6 (Saturday).' },
    )
    .min(1, { error: MSG.workingDaysRequired })
    .max(7, { error: 'Must be a list of days, 0 (Sunday) to 6 (Saturday).' })
    .optional(),
  ...payrollSettingsBody.shape,
  ...readOnly('id', 'bootstrapped_at'),
  updated_at: instantInput
    .optional()
    .describe(
      'The settings’ updated_at as the form read them: when they have been saved since, 409 organisation_changed and nothing is written; left out, the save is not checked',
    ),
});
export type AdminOrganisationBody = z.infer<typeof adminOrganisationBody>;

// ---------------------------------------------------------------------------------------------
// Clients and goals (records as the care routes show them, ADR 0009)
// ---------------------------------------------------------------------------------------------

/** Admin client records are the care `clientSchema` (camelCase as docs/product-rules.md §3); `user` is the owner. */
export const adminClientSchema = clientSchema;
export type AdminClient = z.infer<typeof adminClientSchema>;

export const ADMIN_CLIENT_SORT_KEYS = [
  'id',
  'clientId',
  'lastName',
  'firstName',
  'dob',
  'location',
  'status',
  'user',
] as const;
/** GET /api/admin/clients: q (names, clientId, phone), status, user (owner id), location. */
export const adminClientListQuery = listQuery(ADMIN_CLIENT_SORT_KEYS, {
  status: z.enum(PROFILE_STATUSES, { error: MSG.invalidStatus }).optional(),
  user: recordIdParam.optional(),
  location: locationInput.optional(),
});
export type AdminClientListQuery = z.infer<typeof adminClientListQuery>;

const clientFields = {
  clientId: requiredText(50, MSG.clientIdRequired),
  firstName: requiredText(100),
  lastName: requiredText(100),
  dob: dateInput(),
  location: locationInput,
  billType: z.enum(BILL_TYPES, { error: MSG.invalidBillType }),
  phone: phoneInput,
  guardian: optionalText(150),
  status: z.enum(PROFILE_STATUSES, { error: MSG.invalidStatus }),
  user: recordId('Choose the provider who serves this client.'),
};
/** POST /api/admin/clients: every field but phone, guardian and status (default active) required. */
export const adminClientCreateBody = z.strictObject({
  ...clientFields,
  phone: clientFields.phone.optional(),
  guardian: clientFields.guardian.optional(),
  status: clientFields.status.optional(),
  ...readOnly('id', 'dob_iso', 'location_name', 'user_name'),
});
export type AdminClientCreateBody = z.infer<typeof adminClientCreateBody>;
/** PUT /api/admin/clients/{id}: any subset; `user` transfers the client to another active provider. */
export const adminClientUpdateBody = z.strictObject({
  ...optionalAll(clientFields),
  ...readOnly('id', 'dob_iso', 'location_name', 'user_name'),
});
export type AdminClientUpdateBody = z.infer<typeof adminClientUpdateBody>;

/** Admin goal records are the care `goalSchema`; `client` is the client's record id. */
export const adminGoalSchema = goalSchema;
export type AdminGoal = z.infer<typeof adminGoalSchema>;
/** GET /api/admin/goals?client=5: a client's goals (ReferenceManyField target `client`). */
export const adminGoalListQuery = listQuery(['id', 'position', 'description', 'client', 'active'] as const, {
  client: recordIdParam.optional(),
  active: boolQuery.optional(),
});
export type AdminGoalListQuery = z.infer<typeof adminGoalListQuery>;

const goalFields = {
  client: recordId('Choose a client.'),
  description: requiredText(1000),
  activities: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(2000)
    .refine((v) => !v.includes('\u0000'), { error: 'Contains a character that is not allowed.' }),
  outcome: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(2000)
    .refine((v) => !v.includes('\u0000'), { error: 'Contains a character that is not allowed.' }),
  active: z.boolean({ error: 'Must be true or false.' }),
  position: z
    .number({ error: 'Must be a whole number.' })
    .int({ error: 'Must be a whole number.' })
    .min(0, { error: 'Must be 0 or more.' })
    .max(10_000, { error: 'Must be 10,000 or less.' }),
};
/** POST /api/admin/goals: client and description required; position defaults to the end. */
export const adminGoalCreateBody = z.strictObject({
  ...optionalAll(goalFields),
  client: goalFields.client,
  description: goalFields.description,
  ...readOnly('id'),
});
export type AdminGoalCreateBody = z.infer<typeof adminGoalCreateBody>;
/** PUT /api/admin/goals/{id}: any subset; a goal does not move to another client. */
export const adminGoalUpdateBody = z.strictObject({
  ...optionalAll(goalFields),
  ...readOnly('id'),
});
export type AdminGoalUpdateBody = z.infer<typeof adminGoalUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

export const adminMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  assigned_user_id: z.number().int().nullable().describe('The staff member who serves them'),
  assigned_user_name: z.string().nullable().describe('Read-only'),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  ...memberEvvSchema,
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberListQuery = listQuery(
  ['id', 'name', 'email', 'assigned_user_id', 'active', 'created_at'] as const,
  {
    assigned_user_id: recordIdParam.optional(),
    active: boolQuery.optional(),
  },
);
export type AdminMemberListQuery = z.infer<typeof adminMemberListQuery>;

const memberFields = {
  name: requiredText(150),
  email: z.preprocess((value) => (value === '' ? null : value), email.nullable()),
  phone: phoneInput,
  notes: optionalText(2000),
  assigned_user_id: nullableRecordId,
  active: z.boolean({ error: 'Must be true or false.' }),
  ...memberEvvFields, // issue 13
};
/** POST /api/admin/members: name required; assigned_user_id must be an active user. */
export const adminMemberCreateBody = z.strictObject({
  ...optionalAll(memberFields),
  name: memberFields.name,
  ...readOnly('id', 'assigned_user_name', 'created_at', 'updated_at'),
});
export type AdminMemberCreateBody = z.infer<typeof adminMemberCreateBody>;
export const adminMemberUpdateBody = z.strictObject({
  ...optionalAll(memberFields),
  ...readOnly('id', 'assigned_user_name', 'created_at', 'updated_at'),
});
export type AdminMemberUpdateBody = z.infer<typeof adminMemberUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Time records and corrections
// ---------------------------------------------------------------------------------------------

/** One correction of a work day: the times before and after, who and why. */
export const workDayCorrectionSchema = z.object({
  id: z.number().int(),
  work_day_id: z.number().int(),
  corrected_by: z.number().int().nullable(),
  corrected_by_name: z.string().nullable(),
  reason: z.string(),
  before_check_in_at: z.string().nullable().describe('null when the row records the day’s creation'),
  before_check_out_at: z.string().nullable(),
  after_check_in_at: z.string(),
  after_check_out_at: z.string().nullable(),
  created_at: z.string(),
  action: z.enum(['correct', 'create']).describe('create: the day was added by a manager or an admin'),
});
export type WorkDayCorrection = z.infer<typeof workDayCorrectionSchema>;

/** A work day in the admin console (statuses and hours computed by the server). */
export const adminWorkDaySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  work_date: z.string().describe('YYYY-MM-DD'),
  date: z.string().describe('MM/DD/YYYY'),
  check_in: z.string().describe('hh:mm AM, organisation zone'),
  check_out: z.string().nullable(),
  check_in_at: z.string(),
  check_out_at: z.string().nullable(),
  worked_minutes: z.number().int(),
  paused_minutes: z.number().int(),
  hours_worked: z.number(),
  status: z.enum(WORK_DAY_STATUSES),
  corrected: z.boolean().describe('At least one correction exists'),
});
export type AdminWorkDay = z.infer<typeof adminWorkDaySchema>;

/** GET /api/admin/work-days/{id}: the day with its pauses and every correction (oldest first). */
export const adminWorkDayDetailSchema = adminWorkDaySchema.extend({
  pauses: z.array(
    z.object({ id: z.number().int(), paused_at: z.string(), resumed_at: z.string().nullable(), reason: z.string() }),
  ),
  corrections: z.array(workDayCorrectionSchema),
});
export type AdminWorkDayDetail = z.infer<typeof adminWorkDayDetailSchema>;

/** GET /api/admin/work-days: user_id, start_date/end_date (either date format), status. */
export const adminWorkDayListQuery = listQuery(['id', 'work_date', 'user_id', 'check_in_at'] as const, {
  user_id: recordIdParam.optional(),
  start_date: dateInput(MSG.invalidDate).optional(),
  end_date: dateInput(MSG.invalidDate).optional(),
  status: z.enum(WORK_DAY_STATUSES, { error: 'Choose Completed, In Progress or Missing.' }).optional(),
});
export type AdminWorkDayListQuery = z.infer<typeof adminWorkDayListQuery>;

/**
 * POST /api/admin/work-days/{id}/correct: new check-in and/or check-out instants (ISO 8601 with a
 * zone) and a required reason. Check-out after check-in and within 24 hours of it; the work date
 * follows the check-in; hours are recomputed by the server; the original times are kept.
 */
export const workDayCorrectionBody = z
  .strictObject({
    check_in_at: instantInput.optional(),
    check_out_at: instantInput.optional(),
    reason: requiredText(500, MSG.correctionReasonRequired),
  })
  .refine((b) => b.check_in_at !== undefined || b.check_out_at !== undefined, {
    error: MSG.correctionNothing,
    path: ['check_out_at'],
  });
export type WorkDayCorrectionBody = z.infer<typeof workDayCorrectionBody>;

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().describe('Parsed JSON snapshot, or null'),
  after: z.unknown().describe('Parsed JSON snapshot, or null'),
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log: actor_id, entity, action, from/to (organisation-local dates), newest first. */
export const auditLogQuery = listQuery(['id', 'at'] as const, {
  actor_id: recordIdParam.optional(),
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(50).optional(),
  action: z.string().max(50).optional(),
  from: dateInput(MSG.invalidDate).optional(),
  to: dateInput(MSG.invalidDate).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** `{id}` path parameter of the admin routes. */
export const adminIdParams = z.object({ id: recordIdParam });
