import { z } from 'zod';
import { MSG } from '../messages.js';
import { offlineFields } from '../offline.js';
import { attendanceServiceInput, recordIdInput, recordIdParam } from './care.js';
import { locationCheckSchema } from './location-check.js';
import { memberConfirmationFields } from './member-confirmation.js';
import { locationFields } from './workday.js';

/**
 * Members check-in (issue 5; docs/product-rules.md §2 "Members", §3 "Member", §4, §7, §8). A member visit keeps
 * the six data elements of electronic visit verification: who provided it (`provider_id`), for
 * whom (`member_id`), the service, the date, the start and end instants, and the location at
 * both ends. Refusals are 409 with `error` and `detail`; see ADR 0010.
 */

/** Visit statuses: Active while checked in, Completed once checked out (docs/product-rules.md §2 "Current Status"). */
export const MEMBER_VISIT_STATUSES = ['Active', 'Completed'] as const;
export type MemberVisitStatus = (typeof MEMBER_VISIT_STATUSES)[number];

/** One member of GET /api/member/members/ (docs/product-rules.md §3 "Member": id, name, email, user_id). */
export const memberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  user_id: z.number().int().nullable().describe('The assigned staff member (users.id)'),
  user_name: z.string().nullable().describe('The assigned staff member’s name'),
  service_codes: z
    .array(z.string())
    .nullable()
    .describe('The service codes the member is authorised for (docs/evv.md); a check-in names one of them. null: any'),
});
export type Member = z.infer<typeof memberSchema>;

/**
 * One visit of GET /api/member/history/ and the answer of check-in/check-out (docs/product-rules.md §3 "Member
 * history": id, date, check_in, check_out, hours_worked, plus EVV companions). A record is
 * "checked in today" when `date` is today's ISO date in the organisation zone, `check_in` is set
 * and `check_out` is null (docs/product-rules.md §4 rule, as the existing client evaluates it; issue 10 item 4).
 */
export const memberVisitSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  provider_id: z.number().int().describe('The staff member who provided the visit'),
  provider_name: z.string(),
  service: z.string().describe('Service code (a service_codes row, e.g. DTA1)'),
  date: z.string().describe('YYYY-MM-DD: the date of check-in in the organisation zone'),
  visit_date: z.string().describe('YYYY-MM-DD, the same as `date`'),
  check_in: z.string().describe('24-hour HH:MM wall-clock time of check-in in the organisation zone'),
  check_out: z
    .string()
    .nullable()
    .describe('24-hour HH:MM wall-clock time of check-out in the organisation zone; null while checked in'),
  check_in_at: z.string().describe('The check-in instant, ISO 8601 in UTC'),
  check_out_at: z.string().nullable().describe('The check-out instant, ISO 8601 in UTC; null while checked in'),
  hours_worked: z.number().describe('Whole minutes / 60, 2 decimals; 0 while checked in'),
  worked_minutes: z.number().int(),
  status: z.enum(MEMBER_VISIT_STATUSES),
  check_in_latitude: z.number().nullable(),
  check_in_longitude: z.number().nullable(),
  check_in_accuracy: z.number().nullable(),
  check_out_latitude: z.number().nullable(),
  check_out_longitude: z.number().nullable(),
  check_out_accuracy: z.number().nullable(),
  verification_status: z
    .enum(['verified', 'exception', 'manual'])
    .nullable()
    .optional()
    .describe('EVV verification (docs/evv.md); null while the visit is open'),
  location_check: locationCheckSchema
    .optional()
    .describe('On check-in and check-out answers: how the location was judged against the member’s home'),
  check_in_offline: z.boolean().describe('The check-in was recorded offline: check_in_at is the device time'),
  check_in_received_at: z.string().nullable().describe('When the server received an offline check-in'),
  check_out_offline: z.boolean().describe('The check-out was recorded offline: check_out_at is the device time'),
  check_out_received_at: z.string().nullable().describe('When the server received an offline check-out'),
});
export type MemberVisit = z.infer<typeof memberVisitSchema>;

/** GET /api/member/history/ query: optionally one member; other keys are ignored. */
export const memberHistoryQuery = z.object({
  member_id: recordIdParam.optional(),
});
export type MemberHistoryQuery = z.infer<typeof memberHistoryQuery>;

/** The member a check-in/out acts on: missing, null or blank is "Please select a member first". */
export const memberIdInput = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  recordIdInput(MSG.selectMemberFirst),
);

const bothOrNeither = (b: { latitude?: number | null | undefined; longitude?: number | null | undefined }) =>
  (b.latitude == null) === (b.longitude == null);

/**
 * POST /api/member/checkin/ (docs/product-rules.md §7): `check_in` and `date` are accepted and ignored (the server's
 * clock decides); `service` is a service code (an active `service_codes` row the member is authorised
 * for; docs/evv.md) and defaults to the member's first authorised code, else DTA1. Latitude and longitude come together or not at all.
 */
export const memberCheckInBody = z
  .strictObject({
    ...locationFields,
    ...offlineFields,
    member_id: memberIdInput,
    service: attendanceServiceInput.optional(),
    check_in: z.unknown().optional().describe("Ignored: the server's clock is used (offline: device_time)"),
    date: z.unknown().optional().describe("Ignored: the server's clock is used"),
  })
  .refine(bothOrNeither, { error: MSG.locationIncomplete, path: ['longitude'] });
export type MemberCheckInBody = z.infer<typeof memberCheckInBody>;

/**
 * POST /api/member/checkout/ (docs/product-rules.md §7): the member and the device location, and (issue 13) the
 * member's confirmation: their name, or the reason they could not confirm. Both are optional so
 * the existing client's call keeps working; a visit without either is an EVV exception (docs/evv.md).
 */
export const memberCheckOutBody = z
  .strictObject({
    ...locationFields,
    ...memberConfirmationFields,
    ...offlineFields,
    member_id: memberIdInput,
    check_out: z.unknown().optional().describe("Ignored: the server's clock is used (offline: device_time)"),
    date: z.unknown().optional().describe("Ignored: the server's clock is used"),
  })
  .refine(bothOrNeither, { error: MSG.locationIncomplete, path: ['longitude'] })
  .refine((b) => !(b.confirmation_name && b.confirmation_reason), {
    error: MSG.memberConfirmationBoth,
    path: ['confirmation_reason'],
  });
export type MemberCheckOutBody = z.infer<typeof memberCheckOutBody>;
