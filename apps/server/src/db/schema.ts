import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Database types shared by both dialects (docs/ARCHITECTURE.md "Data"). Instants are ISO 8601 strings
 * (`timestamptz` in PostgreSQL, text in SQLite), calendar dates are `YYYY-MM-DD` strings,
 * booleans are written as booleans and read back through `toBool` (SQLite stores 0/1).
 */
type Instant = string;
type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface OrganisationTable {
  id: number;
  name: string;
  time_zone: string;
  late_grace_minutes: number;
  default_start_time: string;
  support_email: string;
  support_phone: string;
  address: string;
  hours_text: string;
  bootstrapped_at: Instant | null;
  updated_at: Instant;
  /** Payroll settings (docs/payroll-rules.md): 0 = Sunday; hundredths of an hour; hundredths. */
  workweek_start_day: Defaulted<number>;
  overtime_threshold_hundredths: Defaulted<number>;
  overtime_multiplier_hundredths: Defaulted<number>;
  rounding_minutes: Defaulted<number>;
  minimum_wage_cents: Defaulted<number>;
  /** Location trust (0014-location-trust, docs/evv.md): metres. */
  low_accuracy_limit_m: Defaulted<number>;
  /** Records left unsigned longer than this many days are listed (0012-signatures). */
  unsigned_after_days: Defaulted<number>;
  /** How old an offline action may be, in hours (0019-offline-actions, docs/offline.md). */
  offline_max_age_hours: Defaulted<number>;
}

export interface DepartmentTable {
  id: Generated<number>;
  name: string;
  created_at: Instant;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: 'staff' | 'manager' | 'admin';
  is_active: Bool;
  status: Defaulted<'active' | 'inactive' | 'pending'>;
  phone: string | null;
  avatar: string | null;
  location: string | null;
  /** The profile's location (0022-locations-data), with its code in `location`. */
  location_id: Defaulted<number | null>;
  payroll_id: string | null;
  provider_id: string | null;
  manager_id: number | null;
  department_id: number | null;
  hourly_rate_cents: Defaulted<number>;
  target_minutes: number | null;
  scheduled_start: string | null;
  must_change_password: Bool;
  created_at: Instant;
  updated_at: Instant;
  /** The hash of the user's optional signing PIN (0012-signatures); never sent to a client. */
  signing_pin_hash: Defaulted<string | null>;
  /** The credentials/title their signatures show (0012-signatures); null: by role. */
  signing_title: Defaulted<string | null>;
  /** The language the user chose (0017-user-language); null: the browser's language applies. */
  language: Defaulted<'en' | 'es' | null>;
}

export interface UserSettingsTable {
  id: Generated<number>;
  user_id: number;
  street_address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  manager_name: string | null;
  gender: string | null;
  race: string | null;
  marital_status: string | null;
  services_provided: string | null;
  additional_info: string | null;
  updated_at: Instant;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: Instant;
  last_seen_at: Instant;
  expires_at: Instant;
  ended_at: Instant | null;
  end_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  session_id: string;
  token_hash: string;
  created_at: Instant;
  rotated_at: Instant | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Instant;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  request_id: string | null;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: Instant;
}

export interface WorkDayTable {
  id: Generated<number>;
  user_id: number;
  /** The organisation-local date the shift started on (docs/ARCHITECTURE.md "The work day (issue 3)"). */
  work_date: string;
  check_in_at: Instant;
  check_out_at: Instant | null;
  check_in_latitude: number | null;
  check_in_longitude: number | null;
  check_in_accuracy: number | null;
  check_out_latitude: number | null;
  check_out_longitude: number | null;
  check_out_accuracy: number | null;
  /** Set at check-out: whole minutes worked, pauses excluded. */
  worked_minutes: number | null;
  /** Whole minutes paused, kept current as pauses close. */
  paused_minutes: Defaulted<number>;
  /** Set at check-out: exact seconds worked, pauses excluded (ADR 0019). */
  worked_seconds: number | null;
  /** Exact seconds paused, kept current as pauses close. */
  paused_seconds: Defaulted<number>;
  /** Offline ends (0019-offline-actions): the *_at is the device time, received_at the server's. */
  check_in_offline: Bool;
  check_in_received_at: Instant | null;
  check_out_offline: Bool;
  check_out_received_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface WorkDayPauseTable {
  id: Generated<number>;
  work_day_id: number;
  paused_at: Instant;
  resumed_at: Instant | null;
  reason: string;
  resume_note: string | null;
  pause_latitude: number | null;
  pause_longitude: number | null;
  pause_accuracy: number | null;
  resume_latitude: number | null;
  resume_longitude: number | null;
  resume_accuracy: number | null;
  /** Offline ends (0019-offline-actions). */
  pause_offline: Bool;
  pause_received_at: Instant | null;
  resume_offline: Bool;
  resume_received_at: Instant | null;
  created_at: Instant;
}

export interface Database {
  app_secrets: AppSecretTable;
  organisation: OrganisationTable;
  departments: DepartmentTable;
  users: UserTable;
  user_settings: UserSettingsTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  audit_log: AuditLogTable;
  work_days: WorkDayTable;
  work_day_pauses: WorkDayPauseTable;
  clients: ClientTable;
  goals: GoalTable;
  client_attendance: ClientAttendanceTable;
  daily_progress: DailyProgressTable;
  trials: TrialTable;
  members: MemberTable;
  member_visits: MemberVisitTable;
  locations: LocationTable;
  work_day_corrections: WorkDayCorrectionTable;
  user_rates: UserRateTable;
  timecards: TimecardTable;
  timecard_events: TimecardEventTable;
  correction_requests: CorrectionRequestTable;
  user_locations: UserLocationTable; // 0014-location-trust
  member_locations: MemberLocationTable; // 0022-locations-data
  location_exceptions: LocationExceptionTable; // 0014-location-trust
  member_visit_changes: MemberVisitChangeTable; // 0014-location-trust
  record_signatures: RecordSignatureTable;
  record_addenda: RecordAddendumTable;
  idempotency_keys: IdempotencyKeyTable; // 0015-idempotency
  service_codes: ServiceCodeTable; // 0013-billing
  service_authorizations: ServiceAuthorizationTable; // 0013-billing
  kiosk_pins: KioskPinTable; // 0018-kiosk
  kiosk_devices: KioskDeviceTable; // 0018-kiosk
}

/** An employee's hourly rate from a date on (docs/payroll-rules.md). */
export interface UserRateTable {
  id: Generated<number>;
  user_id: number;
  hourly_rate_cents: number;
  effective_date: string;
  created_by: number | null;
  created_at: Instant;
}

/** One employee's timecard for one pay period; the figures are frozen when it is approved. */
export interface TimecardTable {
  id: Generated<number>;
  user_id: number;
  period_start: string;
  period_end: string;
  status: Defaulted<'open' | 'submitted' | 'approved'>;
  submitted_at: Instant | null;
  submitted_by: number | null;
  approved_at: Instant | null;
  approved_by: number | null;
  worked_seconds: number | null;
  regular_seconds: number | null;
  overtime_seconds: number | null;
  gross_pay_cents: number | null;
  updated_at: Instant;
}

export interface TimecardEventTable {
  id: Generated<number>;
  timecard_id: number;
  action: 'submit' | 'approve' | 'reopen';
  actor_id: number | null;
  reason: string | null;
  at: Instant;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type SessionRow = Selectable<SessionTable>;
export type UserSettingsRow = Selectable<UserSettingsTable>;
export type WorkDayRow = Selectable<WorkDayTable>;
export type WorkDayPauseRow = Selectable<WorkDayPauseTable>;

/** SQLite returns booleans as 0/1; PostgreSQL as booleans. */
export function toBool(value: boolean | number): boolean {
  return value === true || value === 1;
}

// Care documentation (issue 4, migration 0004-care).

export interface ClientTable {
  id: Generated<number>;
  /** The business client id (the contract's `clientId`), unique. */
  client_code: string;
  first_name: string;
  last_name: string;
  dob: string;
  /** The location's code (0022-locations-data: any locations row, no longer a fixed list). */
  location: string;
  /** The locations row (0022-locations-data); written with `location` on every insert and update. */
  location_id: Defaulted<number | null>;
  bill_type: 'yearly' | 'monthly' | 'quarterly';
  phone: string | null;
  guardian: string | null;
  status: Defaulted<'active' | 'inactive' | 'pending'>;
  /** The owning provider (the contract's `user`). */
  owner_id: number;
  created_at: Instant;
  updated_at: Instant;
  /**
   * A note of this client is complete only once co-signed (0012-signatures). Read as Bool; the
   * insert and update types also take the read form so that a selected row (or a partial one, as
   * test fixtures pass) may be spread into an insert or update.
   */
  requires_cosign: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
}

export interface GoalTable {
  id: Generated<number>;
  client_id: number;
  position: Defaulted<number>;
  description: string;
  activities: Defaulted<string>;
  outcome: Defaulted<string>;
  active: Bool;
  created_at: Instant;
  updated_at: Instant;
}

export interface ClientAttendanceTable {
  id: Generated<number>;
  client_id: number;
  date: string;
  /** `HH:MM`, 24-hour. */
  time_in: string;
  time_out: string | null;
  /** A service_codes row's code (0020-service-codes-open: a foreign key, no longer a fixed list). */
  service: string;
  /** The location's code (0022-locations-data: any locations row, no longer a fixed list). */
  location: string;
  /** The locations row (0022-locations-data); written with `location` on every insert and update. */
  location_id: Defaulted<number | null>;
  one_on_one: Bool;
  absent: Bool;
  provider_text: string | null;
  documentation: string | null;
  /** The existing client's (docs/product-rules.md) boolean `documentation`: the visit's documentation is written (0006-care-fixes). */
  documented: Bool;
  created_by: number;
  created_at: Instant;
  updated_at: Instant;
  /** Set with the author's signature (0012-signatures): the record is locked. */
  signed_at: Defaulted<Instant | null>;
}

export interface DailyProgressTable {
  id: Generated<number>;
  client_id: number;
  date: string;
  /** The location's code (0022-locations-data: any locations row, no longer a fixed list). */
  location: string;
  /** The locations row (0022-locations-data); written with `location` on every insert and update. */
  location_id: Defaulted<number | null>;
  general_notes: string | null;
  additional_notes: string | null;
  provider_initials: string | null;
  created_by: number;
  created_at: Instant;
  updated_at: Instant;
  /** Set with the author's signature (0012-signatures): the note and its trials are locked. */
  signed_at: Defaulted<Instant | null>;
}

export interface TrialTable {
  id: Generated<number>;
  daily_progress_id: number;
  goal_id: number;
  trial_number: number;
  percentage: number | null;
  value: 'Barriers' | 'HH' | 'I' | 'M' | 'P' | 'R' | 'S' | 'G' | 'VP';
  initials: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export type ClientRow = Selectable<ClientTable>;
export type GoalRow = Selectable<GoalTable>;
export type ClientAttendanceRow = Selectable<ClientAttendanceTable>;
export type DailyProgressRow = Selectable<DailyProgressTable>;
export type TrialRow = Selectable<TrialTable>;

// Members check-in and the admin console (issue 5, migration 0005-members-admin).

export interface MemberTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  /** The staff member who serves the member. */
  assigned_user_id: number | null;
  active: Bool;
  created_at: Instant;
  updated_at: Instant;
  /** EVV (0014-location-trust): AHCCCS-style id, service address, home geofence, JSON list of codes. */
  member_id: string | null;
  service_address: string | null;
  latitude: number | null;
  longitude: number | null;
  home_radius_m: Defaulted<number>;
  service_codes: string | null;
}

/** One member visit: the six EVV data elements (ADR 0010). */
export interface MemberVisitTable {
  id: Generated<number>;
  member_id: number;
  provider_id: number;
  /** A service_codes row's code (0023-visit-service-codes: a foreign key, no longer a fixed list). */
  service: Defaulted<string>;
  /** The organisation-local date of check-in. */
  visit_date: string;
  check_in_at: Instant;
  check_out_at: Instant | null;
  check_in_latitude: number | null;
  check_in_longitude: number | null;
  check_in_accuracy: number | null;
  check_out_latitude: number | null;
  check_out_longitude: number | null;
  check_out_accuracy: number | null;
  worked_minutes: number | null;
  created_at: Instant;
  updated_at: Instant;
  /** EVV (0014-location-trust, docs/evv.md): null while the visit is open. JSON list of reasons. */
  verification_status: 'verified' | 'exception' | 'manual' | null;
  verification_reasons: string | null;
  check_in_location_status: string | null;
  check_in_distance_m: number | null;
  check_out_location_status: string | null;
  check_out_distance_m: number | null;
  confirmation_name: string | null;
  confirmation_reason: 'unable' | 'refused' | 'not_present' | null;
  confirmed_at: Instant | null;
  reason_code: string | null;
  resolution_code: string | null;
  attestation: string | null;
  /** Offline ends (0019-offline-actions, docs/offline.md). */
  check_in_offline: Bool;
  check_in_received_at: Instant | null;
  check_out_offline: Bool;
  check_out_received_at: Instant | null;
}

/** An employee's assigned location (0014-location-trust); none assigned: every active location. */
export interface UserLocationTable {
  user_id: number;
  location_id: number;
  created_at: Instant;
}

/** A member's assigned location (0022-locations-data): their visits are judged against it and their home. */
export interface MemberLocationTable {
  id: Generated<number>;
  member_id: number;
  location_id: number;
  created_at: Instant;
}

/** A flagged action awaiting a manager's decision (0014-location-trust, docs/evv.md). */
export interface LocationExceptionTable {
  id: Generated<number>;
  kind: 'outside' | 'low_accuracy' | 'no_location' | 'offline';
  action: 'check_in' | 'check_out' | 'pause' | 'resume' | 'member_check_in' | 'member_check_out';
  work_day_id: number | null;
  member_visit_id: number | null;
  user_id: number;
  occurred_at: Instant;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  distance_m: number | null;
  location_id: number | null;
  member_id: number | null;
  note: string | null;
  status: Defaulted<'open' | 'accepted' | 'rejected'>;
  resolved_by: number | null;
  resolved_at: Instant | null;
  resolution_note: string | null;
  created_at: Instant;
}
export type LocationExceptionRow = Selectable<LocationExceptionTable>;

/** A member visit changed after the fact: the values before and after (0014-location-trust). */
export interface MemberVisitChangeTable {
  id: Generated<number>;
  visit_id: number;
  changed_by: number | null;
  reason_code: string;
  resolution_code: string;
  attestation: string;
  before_check_in_at: Instant;
  before_check_out_at: Instant | null;
  before_service: string;
  after_check_in_at: Instant;
  after_check_out_at: Instant | null;
  after_service: string;
  created_at: Instant;
}

export interface LocationTable {
  id: Generated<number>;
  code: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
  active: Bool;
  created_at: Instant;
  updated_at: Instant;
}

export interface WorkDayCorrectionTable {
  id: Generated<number>;
  work_day_id: number;
  corrected_by: number | null;
  reason: string;
  /** null when the row records the day's creation by a manager or an admin (0016-payroll-alerts). */
  before_check_in_at: Instant | null;
  before_check_out_at: Instant | null;
  after_check_in_at: Instant;
  after_check_out_at: Instant | null;
  created_at: Instant;
  action: Defaulted<'correct' | 'create'>;
}

export type MemberRow = Selectable<MemberTable>;
export type MemberVisitRow = Selectable<MemberVisitTable>;
export type LocationRow = Selectable<LocationTable>;
export type WorkDayCorrectionRow = Selectable<WorkDayCorrectionTable>;

/** An employee's request to correct one of their days (docs/payroll-rules.md). */
export interface CorrectionRequestTable {
  id: Generated<number>;
  user_id: number;
  work_date: string;
  work_day_id: number | null;
  /** The proposed instants; null keeps the day's current value. */
  check_in_at: Instant | null;
  check_out_at: Instant | null;
  reason: string;
  status: Defaulted<'pending' | 'approved' | 'denied'>;
  note: string | null;
  decided_by: number | null;
  decided_at: Instant | null;
  created_at: Instant;
}
export type CorrectionRequestRow = Selectable<CorrectionRequestTable>;

/** An electronic signature of a progress note or attendance record (ADR 0015). */
export interface RecordSignatureTable {
  id: Generated<number>;
  record_type: 'progress_note' | 'attendance';
  record_id: number;
  kind: 'author' | 'cosign';
  signer_id: number;
  signer_name: string;
  signer_title: string;
  signed_at: Instant;
  /** SHA-256 (hex) of the canonical JSON of the signed content. */
  content_hash: string;
  attestation: string;
  method: Defaulted<'password' | 'pin'>;
}

/** Text added to a signed record, signed by its author when written (ADR 0015). */
export interface RecordAddendumTable {
  id: Generated<number>;
  record_type: 'progress_note' | 'attendance';
  record_id: number;
  author_id: number;
  author_name: string;
  author_title: string;
  text: string;
  reason: string;
  created_at: Instant;
  content_hash: string;
  signed_at: Instant;
  /** How the author confirmed it: password, PIN, or only their session. */
  method: Defaulted<'password' | 'pin' | 'session'>;
}
export type RecordSignatureRow = Selectable<RecordSignatureTable>;
export type RecordAddendumRow = Selectable<RecordAddendumTable>;

/** A billable service and its unit rule (0013-billing, docs/billing-rules.md). */
export interface ServiceCodeTable {
  id: Generated<number>;
  code: string;
  name: string;
  unit_kind: 'minutes15' | 'hourly' | 'daily';
  rate_cents: number;
  increment_minutes: number | null;
  daily_cap_minutes: number | null;
  min_minutes: number | null;
  active: Bool;
  requires_evv: Bool;
  created_at: Instant;
  updated_at: Instant;
}

/** A client's authorised units of one service code over an inclusive date range (0013-billing). */
export interface ServiceAuthorizationTable {
  id: Generated<number>;
  client_id: number;
  service_code: string;
  authorization_number: string;
  units: number;
  start_date: string;
  end_date: string;
  created_by: number | null;
  created_at: Instant;
}
export type ServiceCodeRow = Selectable<ServiceCodeTable>;
export type ServiceAuthorizationRow = Selectable<ServiceAuthorizationTable>;

/**
 * An `Idempotency-Key` a user sent on an action that may be replayed, with the first answer
 * (migration 0015, ADR 0018).
 */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  /** SHA-256 (hex) of the method, route, parameters and body of the first request. */
  request_hash: string;
  status: 'in_progress' | 'done';
  response_status: number | null;
  response_body: string | null;
  created_at: Instant;
  expires_at: Instant;
}

/** A user's kiosk PIN (0018-kiosk, ADR 0024): argon2id hash, wrong PINs in a row, lock time. */
export interface KioskPinTable {
  user_id: number;
  pin_hash: string;
  failures: Defaulted<number>;
  locked_at: Instant | null;
  updated_at: Instant;
}
export type KioskPinRow = Selectable<KioskPinTable>;

/** A registered kiosk tablet (0018-kiosk): only the SHA-256 of its token is stored. */
export interface KioskDeviceTable {
  id: Generated<number>;
  name: string;
  location_id: number;
  token_hash: string;
  created_by: number | null;
  created_at: Instant;
  last_used_at: Instant | null;
  revoked_at: Instant | null;
  revoked_by: number | null;
}
export type KioskDeviceRow = Selectable<KioskDeviceTable>;
