import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './generated-types.js';

export type { Bool } from './column-types.js';

/**
 * The app's names for the database types. The tables and columns themselves are generated from the
 * migrations (generated-types.ts, `npm run generate:db`, ADR 0013): add a migration, never edit
 * a column here. Instants are ISO 8601 UTC strings (`timestamptz` in PostgreSQL, text in SQLite),
 * calendar dates `YYYY-MM-DD` strings, booleans are written as booleans and read back through
 * `toBool` (SQLite stores 0/1) (docs/ARCHITECTURE.md "Data").
 */
export type Database = DB;

export type AppSecretTable = DB['app_secrets'];
export type AuditLogTable = DB['audit_log'];
export type ClientAttendanceTable = DB['client_attendance'];
export type ClientTable = DB['clients'];
export type CorrectionRequestTable = DB['correction_requests'];
export type DailyProgressTable = DB['daily_progress'];
export type DepartmentTable = DB['departments'];
export type GoalTable = DB['goals'];
export type IdempotencyKeyTable = DB['idempotency_keys'];
export type KioskDeviceTable = DB['kiosk_devices'];
export type KioskPinTable = DB['kiosk_pins'];
export type LocationExceptionTable = DB['location_exceptions'];
export type LocationTable = DB['locations'];
export type MemberLocationTable = DB['member_locations'];
export type MemberTable = DB['members'];
export type MemberVisitChangeTable = DB['member_visit_changes'];
export type MemberVisitTable = DB['member_visits'];
export type OrganisationTable = DB['organisation'];
export type RecordAddendumTable = DB['record_addenda'];
export type RecordSignatureTable = DB['record_signatures'];
export type RefreshTokenTable = DB['refresh_tokens'];
export type ServiceAuthorizationTable = DB['service_authorizations'];
export type ServiceCodeTable = DB['service_codes'];
export type SessionTable = DB['sessions'];
export type TimecardEventTable = DB['timecard_events'];
export type TimecardTable = DB['timecards'];
export type TrialTable = DB['trials'];
export type UserLocationTable = DB['user_locations'];
export type UserRateTable = DB['user_rates'];
export type UserSettingsTable = DB['user_settings'];
export type UserTable = DB['users'];
export type WorkDayCorrectionTable = DB['work_day_corrections'];
export type WorkDayPauseTable = DB['work_day_pauses'];
export type WorkDayTable = DB['work_days'];

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type UserSettingsRow = Selectable<UserSettingsTable>;
export type WorkDayRow = Selectable<WorkDayTable>;
export type WorkDayPauseRow = Selectable<WorkDayPauseTable>;
export type ClientRow = Selectable<ClientTable>;
export type GoalRow = Selectable<GoalTable>;
export type ClientAttendanceRow = Selectable<ClientAttendanceTable>;
export type DailyProgressRow = Selectable<DailyProgressTable>;
export type TrialRow = Selectable<TrialTable>;
export type LocationExceptionRow = Selectable<LocationExceptionTable>;
export type MemberRow = Selectable<MemberTable>;
export type MemberVisitRow = Selectable<MemberVisitTable>;
export type LocationRow = Selectable<LocationTable>;
export type WorkDayCorrectionRow = Selectable<WorkDayCorrectionTable>;
export type CorrectionRequestRow = Selectable<CorrectionRequestTable>;
export type RecordSignatureRow = Selectable<RecordSignatureTable>;
export type RecordAddendumRow = Selectable<RecordAddendumTable>;
export type ServiceCodeRow = Selectable<ServiceCodeTable>;
export type ServiceAuthorizationRow = Selectable<ServiceAuthorizationTable>;
export type KioskPinRow = Selectable<KioskPinTable>;
export type KioskDeviceRow = Selectable<KioskDeviceTable>;

/** SQLite returns booleans as 0/1; PostgreSQL as booleans. */
export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}
