import {
  addendumSchema,
  adminDepartmentSchema,
  adminLocationSchema,
  adminMemberSchema,
  adminOrganisationBody,
  adminOrganisationSchema,
  adminUserSchema,
  adminWorkDayDetailSchema,
  adminWorkDaySchema,
  auditEntrySchema,
  changePasswordBody,
  checkInOutBody,
  clientAttendanceCreateBody,
  clientAttendanceSchema,
  clientSchema,
  correctionRequestSchema,
  dailyProgressBody,
  dailyProgressSchema,
  evvVisitPatchBody,
  evvVisitSchema,
  goalSchema,
  historyRecordSchema,
  kioskDeviceSchema,
  kioskPinStatusSchema,
  locationCheckSchema,
  locationExceptionSchema,
  locationTrustSettingsSchema,
  loginBody,
  memberCheckInBody,
  memberSchema,
  memberVisitSchema,
  newRateBody,
  organisationInfo,
  pauseBody,
  pauseStateSchema,
  payAdjustmentSchema,
  profile,
  progressSaveBody,
  rateHistoryEntrySchema,
  registerBody,
  reopenTimecardBody,
  serviceAuthorizationSchema,
  serviceCodeSchema,
  signatureSchema,
  submitTimecardBody,
  timecardDaySchema,
  timecardDetailSchema,
  timecardEventSchema,
  timecardShiftSchema,
  timecardSummarySchema,
  timecardWeekSchema,
  todaySchema,
  tokenPair,
  trialSchema,
  userSettings,
  valueCounts,
  workDayCorrectionBody,
  workDaySchema,
} from '@daybook/domain';
import { type ZodType, z } from 'zod';

/**
 * The named component schemas of the OpenAPI description (components/schemas), with examples on
 * the main requests. A schema named here is written once and referred to by `$ref` from every
 * route that uses it (fastify-type-provider-zod's jsonSchemaTransformObject reads these names from
 * zod's global registry); the generated web types (apps/web/src/api/schema.d.ts) take the same
 * names. The schemas themselves stay in packages/domain/src/schemas, next to their rules.
 *
 * Only body and response schemas are named: path and query schemas must stay inline so that each
 * of their keys becomes an OpenAPI parameter.
 */
const COMPONENTS: [schema: ZodType, id: string, examples?: unknown[]][] = [
  // auth
  [loginBody, 'LoginRequest', [{ email: 'jane.doe@example.org', password: 'Correct-Horse-42!' }]],
  [
    registerBody,
    'RegisterRequest',
    [{ name: 'Jane Doe', email: 'jane.doe@example.org', password: 'Correct-Horse-42!' }],
  ],
  [
    changePasswordBody,
    'ChangePasswordRequest',
    [{ current_password: 'Correct-Horse-42!', new_password: 'Battery-Staple-97?' }],
  ],
  [tokenPair, 'TokenPair'],
  // users and organisation
  [profile, 'Profile'],
  [userSettings, 'UserSettings'],
  [organisationInfo, 'Organisation'],
  // workday
  [workDaySchema, 'WorkDay'],
  [todaySchema, 'Today'],
  [historyRecordSchema, 'HistoryRecord'],
  [pauseStateSchema, 'PauseState'],
  [pauseBody, 'PauseRequest', [{ reason: 'Lunch break', latitude: 33.4484, longitude: -112.074 }]],
  [checkInOutBody, 'CheckInOutRequest'],
  // care
  [clientSchema, 'Client'],
  [goalSchema, 'Goal'],
  [clientAttendanceSchema, 'ClientAttendance'],
  [
    clientAttendanceCreateBody,
    'ClientAttendanceCreate',
    [
      {
        client: 'C-1001',
        time_in: '09:00',
        time_out: '15:00',
        service: 'DTA1',
        location: 'GUADALUPE_DTA',
        date: '2026-11-20',
        one_on_one: false,
      },
    ],
  ],
  [trialSchema, 'Trial'],
  [dailyProgressSchema, 'DailyProgress'],
  [valueCounts, 'TrialValueCounts'],
  [dailyProgressBody, 'DailyProgressRequest'],
  [progressSaveBody, 'ProgressSave'],
  // signatures (ADR 0015): carried by every progress note and attendance record
  [signatureSchema, 'Signature'],
  [addendumSchema, 'Addendum'],
  // members
  [memberSchema, 'Member'],
  [memberVisitSchema, 'MemberVisit'],
  [memberCheckInBody, 'MemberCheckIn', [{ member_id: 1, service: 'DTA1', latitude: 33.4484, longitude: -112.074 }]],
  // the kiosk (issue 15, ADR 0024)
  [kioskDeviceSchema, 'KioskDevice'],
  [kioskPinStatusSchema, 'KioskPinStatus'],
  // location trust and EVV (issue 13, docs/evv.md)
  [locationCheckSchema, 'LocationCheck'],
  [locationExceptionSchema, 'LocationException'],
  [locationTrustSettingsSchema, 'LocationTrustSettings'],
  [evvVisitSchema, 'EvvVisit'],
  [
    evvVisitPatchBody,
    'EvvVisitChange',
    [
      {
        check_out_at: '2026-11-20T23:00:00Z',
        reason_code: 'forgot_check_out',
        resolution_code: 'times_corrected',
        attestation: 'I confirmed the end time with the member.',
      },
    ],
  ],
  // admin console
  [adminUserSchema, 'AdminUser'],
  [adminDepartmentSchema, 'Department'],
  [adminLocationSchema, 'Location'],
  [adminOrganisationSchema, 'OrganisationSettings'],
  [adminOrganisationBody, 'OrganisationSettingsUpdate'],
  [adminMemberSchema, 'AdminMember'],
  [adminWorkDaySchema, 'AdminWorkDay'],
  [adminWorkDayDetailSchema, 'AdminWorkDayDetail'],
  [
    workDayCorrectionBody,
    'WorkDayCorrection',
    [{ check_in_at: '2026-11-20T15:58:00.000Z', reason: 'Forgot to check in at the door' }],
  ],
  [auditEntrySchema, 'AuditEntry'],
  // correction requests (docs/payroll-rules.md)
  [correctionRequestSchema, 'CorrectionRequest'],
  // billing (docs/billing-rules.md)
  [serviceCodeSchema, 'ServiceCode'],
  [serviceAuthorizationSchema, 'ServiceAuthorization'],
  // payroll
  [timecardSummarySchema, 'TimecardSummary'],
  [timecardShiftSchema, 'TimecardShift'],
  [timecardDaySchema, 'TimecardDay'],
  [timecardWeekSchema, 'TimecardWeek'],
  [timecardEventSchema, 'TimecardEvent'],
  [timecardDetailSchema, 'Timecard'],
  [rateHistoryEntrySchema, 'RateHistoryEntry'],
  [payAdjustmentSchema, 'PayAdjustment'],
  [newRateBody, 'NewRate', [{ hourly_rate_cents: 2150, effective_date: '2026-12-01' }]],
  [submitTimecardBody, 'TimecardSubmission', [{ attestation: true }]],
  [reopenTimecardBody, 'TimecardReopening', [{ reason: 'A shift on 2026-11-18 was missing' }]],
];

/** The examples given here, by component name (a test parses each with its schema). */
export const COMPONENT_EXAMPLES: { id: string; schema: ZodType; examples: unknown[] }[] = COMPONENTS.filter(
  (entry): entry is [ZodType, string, unknown[]] => entry[2] !== undefined,
).map(([schema, id, examples]) => ({ id, schema, examples }));

let registered = false;

/** Gives the schemas above their component names (once per process; keeps their descriptions). */
export function registerComponentSchemas(): void {
  if (registered) return;
  registered = true;
  for (const [schema, id, examples] of COMPONENTS) {
    const existing = z.globalRegistry.get(schema);
    z.globalRegistry.add(schema, { ...existing, id, ...(examples ? { examples } : {}) });
  }
}
