import { z } from 'zod';
import { RECORD_ID_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { OFFLINE_MAX_AGE_HOURS_MAX, OFFLINE_MAX_AGE_HOURS_MIN } from '../offline.js';
import { instantInput } from './admin.js';
import { attendanceServiceInput, recordIdParam } from './care.js';
import { optionalText, requiredText, wholeNumberParam } from './fields.js';
import { MEMBER_CONFIRMATION_REASONS } from './member-confirmation.js';
import { isoDate } from './payroll.js';

/**
 * Location trust and EVV member visits (issue 13, docs/evv.md, ADR 0017): the exception queue,
 * the answer every located action carries, and the EVV visit list, maintenance and export.
 */

export const LOCATION_EXCEPTION_KINDS = ['outside', 'low_accuracy', 'no_location', 'offline'] as const;
export type LocationExceptionKind = (typeof LOCATION_EXCEPTION_KINDS)[number];
export const LOCATION_EXCEPTION_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type LocationExceptionStatus = (typeof LOCATION_EXCEPTION_STATUSES)[number];
export const LOCATED_ACTIONS = [
  'check_in',
  'check_out',
  'pause',
  'resume',
  'member_check_in',
  'member_check_out',
] as const;
export type LocatedAction = (typeof LOCATED_ACTIONS)[number];

const idName = z.object({ id: z.number().int(), name: z.string() });

export { type LocationCheck, locationCheckSchema } from './location-check.js';

export const locationExceptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LOCATION_EXCEPTION_KINDS),
  action: z.enum(LOCATED_ACTIONS),
  action_ref: z.object({
    work_day_id: z.number().int().nullable(),
    member_visit_id: z.number().int().nullable(),
  }),
  user: idName,
  occurred_at: z.string().describe('ISO 8601 instant in UTC'),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  distance_m: z.number().int().nullable(),
  location: z
    .object({ id: z.number().int().nullable(), name: z.string() })
    .nullable()
    .describe('The location judged against; a member visit’s is the member’s home (id null)'),
  member: idName.nullable(),
  note: z.string().nullable().describe('The employee’s own note'),
  status: z.enum(LOCATION_EXCEPTION_STATUSES),
  resolved_by: idName.nullable(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
  map_url: z.string().nullable().describe('An OpenStreetMap link to the reported point'),
});
export type LocationException = z.infer<typeof locationExceptionSchema>;

export const locationExceptionListQuery = z.strictObject({
  status: z.enum(LOCATION_EXCEPTION_STATUSES, { error: 'Choose open, accepted or rejected.' }).optional(),
  user_id: recordIdParam.optional(),
});

export const locationExceptionIdParams = z.strictObject({ id: recordIdParam });

export const resolveLocationExceptionBody = z.strictObject({
  decision: z.enum(['accepted', 'rejected'], { error: MSG.locationExceptionDecision }),
  note: optionalText(500),
});
export type ResolveLocationExceptionBody = z.infer<typeof resolveLocationExceptionBody>;

export const locationExceptionNoteBody = z.strictObject({
  note: requiredText(500, MSG.locationExceptionNoteRequired),
});

// EVV visits

/** Why a visit was changed after the fact (docs/evv.md "Reason codes"). */
export const EVV_REASON_CODES = {
  forgot_check_in: 'Worker forgot to check in',
  forgot_check_out: 'Worker forgot to check out',
  gps_unavailable: 'GPS or phone unavailable',
  no_signal: 'Member’s home has no signal',
  alternate_location: 'Service at an alternate location',
  wrong_service: 'Wrong service recorded',
  wrong_time: 'Wrong time recorded',
  added_after_the_fact: 'Visit added after the fact',
} as const;
export type EvvReasonCode = keyof typeof EVV_REASON_CODES;

/** What was done about it (docs/evv.md "Resolution codes"). */
export const EVV_RESOLUTION_CODES = {
  times_corrected: 'Visit times corrected',
  service_corrected: 'Service corrected',
  confirmed_with_member: 'Confirmed with the member or their representative',
  confirmed_with_worker: 'Confirmed with the worker and their supervisor',
  paper_record_on_file: 'Signed paper record on file',
} as const;
export type EvvResolutionCode = keyof typeof EVV_RESOLUTION_CODES;

export const EVV_VERIFICATION_STATUSES = ['verified', 'exception', 'manual', 'open'] as const;
export type EvvVerificationStatus = (typeof EVV_VERIFICATION_STATUSES)[number];

/** Why a visit is not verified (docs/evv.md "Verification"). */
export const EVV_EXCEPTION_REASONS = [
  'start_outside',
  'start_low_accuracy',
  'start_no_location',
  'end_outside',
  'end_low_accuracy',
  'end_no_location',
  'member_home_unknown',
  'no_member_confirmation',
  'member_unable',
  'member_refused',
  'member_not_present',
] as const;

const endSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  location_status: z.string().nullable().describe('inside, outside, low_accuracy, no_location or no_geofence'),
  distance_m: z.number().int().nullable().describe('Metres from the member’s home'),
});

/** One visit of GET /api/evv/visits/: the six EVV elements, status and codes. */
export const evvVisitSchema = z.object({
  id: z.number().int(),
  service: z.string().describe('Service code (a service_codes row, e.g. DTA1)'),
  evv_required: z.boolean().describe('The organisation marks this service as needing EVV'),
  member: z.object({ id: z.number().int(), name: z.string(), member_id: z.string().nullable() }),
  date: z.string().describe('YYYY-MM-DD, organisation zone'),
  start: endSchema,
  end: endSchema,
  provider: z.object({ id: z.number().int(), name: z.string(), provider_id: z.string().nullable() }),
  check_in_at: z.string(),
  check_out_at: z.string().nullable(),
  worked_minutes: z.number().int(),
  status: z.enum(EVV_VERIFICATION_STATUSES).describe('open while the member is checked in'),
  reasons: z.array(z.string()).describe('Why the visit is an exception'),
  confirmation: z.object({
    name: z.string().nullable(),
    reason: z.enum(MEMBER_CONFIRMATION_REASONS).nullable(),
    at: z.string().nullable(),
  }),
  reason_code: z.string().nullable(),
  resolution_code: z.string().nullable(),
  attestation: z.string().nullable(),
  changes: z.number().int().describe('How many after-the-fact changes (originals kept in the audit)'),
  updated_at: z
    .string()
    .describe('When the visit last changed; send it back with a change to have it refused if someone changed it since'),
});
export type EvvVisit = z.infer<typeof evvVisitSchema>;

/** A page number or size: canonical digits from 1 to `max` (`01`, `+1`, `1e1` are refused). */
const pageNumber = (max: number) => wholeNumberParam(1, max, `Must be a whole number from 1 to ${max}.`);

/** Rows one page of the EVV list holds at most. */
export const EVV_PAGE_SIZE_MAX = 1000;

export const evvVisitsQuery = z.strictObject({
  from: isoDate().optional().describe('First visit date, YYYY-MM-DD (default 30 days ago)'),
  to: isoDate().optional().describe('Last visit date, YYYY-MM-DD (default today)'),
  page: pageNumber(100_000)
    .optional()
    .describe('1-based page (by date, check-in, id); without `page` and `page_size` every visit of the range'),
  page_size: pageNumber(EVV_PAGE_SIZE_MAX)
    .optional()
    .describe(
      `Visits a page holds, 1–${EVV_PAGE_SIZE_MAX}; default 100 when \`page\` is given. The total is in X-Total-Count`,
    ),
  order: z
    .enum(['oldest', 'newest'], { error: 'Must be oldest or newest.' })
    .optional()
    .describe('`oldest` (the default: by date, check-in, id) or `newest` (the reverse, as a manager reads it)'),
});

export const evvVisitIdParams = z.strictObject({ id: recordIdParam });

const codeOf = <T extends Record<string, string>>(codes: T, message: string) =>
  z.enum(Object.keys(codes) as [keyof T & string, ...Array<keyof T & string>], { error: message });

/** PATCH /api/evv/visits/{id}/: a change after the fact always carries both codes and an attestation. */
export const evvVisitPatchBody = z.strictObject({
  check_in_at: instantInput.optional(),
  check_out_at: instantInput.optional(),
  service: attendanceServiceInput.optional(),
  reason_code: codeOf(EVV_REASON_CODES, MSG.evvReasonCode),
  resolution_code: codeOf(EVV_RESOLUTION_CODES, MSG.evvResolutionCode),
  attestation: requiredText(500, MSG.evvAttestationRequired),
  updated_at: instantInput
    .optional()
    .describe(
      'The visit’s updated_at as the changer read it: when the visit has changed since, 409 evv_visit_changed and nothing is written',
    ),
});
export type EvvVisitPatchBody = z.infer<typeof evvVisitPatchBody>;

// Settings and assignments (admin)

export const locationTrustSettingsSchema = z.object({
  low_accuracy_limit_m: z
    .number()
    .int()
    .describe('A fix whose accuracy is worse than this many metres is low_accuracy'),
  evv_service_codes: z
    .array(z.string())
    .describe('The service codes that need EVV (read-only: `requires_evv` on the admin service codes)'),
  offline_max_age_hours: z
    .number()
    .int()
    .describe('An offline action older than this many hours is refused (docs/offline.md; default 72)'),
});
export type LocationTrustSettings = z.infer<typeof locationTrustSettingsSchema>;

export const locationTrustSettingsBody = z.strictObject({
  low_accuracy_limit_m: z.number({ error: 'Must be a whole number.' }).int().min(5).max(10_000).optional(),
  offline_max_age_hours: z
    .number({ error: 'Must be a whole number.' })
    .int()
    .min(OFFLINE_MAX_AGE_HOURS_MIN)
    .max(OFFLINE_MAX_AGE_HOURS_MAX)
    .optional(),
});
export type LocationTrustSettingsBody = z.infer<typeof locationTrustSettingsBody>;

export const userLocationsSchema = z.object({
  user_id: z.number().int(),
  location_ids: z.array(z.number().int()).describe('Assigned locations; empty: every active location applies'),
});
export type UserLocations = z.infer<typeof userLocationsSchema>;

export const userLocationsBody = z.strictObject({
  // an id past the databases' integer is no location (PostgreSQL refused it with a 500)
  location_ids: z
    .array(z.number({ error: MSG.invalidId }).int().positive().max(RECORD_ID_MAX, { error: MSG.invalidId }))
    .max(100),
});
export const userIdParams = z.strictObject({ id: recordIdParam });

/** A member's assigned locations (ADR 0028): their visits are judged against these and their home. */
export const memberLocationsSchema = z.object({
  member_id: z.number().int(),
  location_ids: z.array(z.number().int()).describe('Assigned locations, judged besides the member’s home'),
});
export type MemberLocations = z.infer<typeof memberLocationsSchema>;
export const memberIdParams = z.strictObject({ id: recordIdParam });
