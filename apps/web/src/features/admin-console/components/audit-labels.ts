/**
 * The audit log's codes as the console shows them: each action and entity kind the server writes
 * (apps/server/src/modules/audit/audit.repository.ts, and the `entity` of each write) named by a key
 * of the console's catalogue (i18n-en.ts, i18n-es.ts). The keys are written out, one per code, so
 * that a search for a key finds its use. A code without a key here (one added to the server later)
 * is shown as it was written.
 */

export const AUDIT_ACTION_KEYS = {
  create: 'daybook.audit.actions.create',
  update: 'daybook.audit.actions.update',
  delete: 'daybook.audit.actions.delete',
  login: 'daybook.audit.actions.login',
  logout: 'daybook.audit.actions.logout',
  password_change: 'daybook.audit.actions.password_change',
  session_revoke: 'daybook.audit.actions.session_revoke',
  session_refresh_retry: 'daybook.audit.actions.session_refresh_retry',
  check_in: 'daybook.audit.actions.check_in',
  check_out: 'daybook.audit.actions.check_out',
  pause: 'daybook.audit.actions.pause',
  resume: 'daybook.audit.actions.resume',
  correct: 'daybook.audit.actions.correct',
  password_reset: 'daybook.audit.actions.password_reset',
  read: 'daybook.audit.actions.read',
  sign: 'daybook.audit.actions.sign',
  cosign: 'daybook.audit.actions.cosign',
  addendum: 'daybook.audit.actions.addendum',
  sign_refused: 'daybook.audit.actions.sign_refused',
  edit_refused: 'daybook.audit.actions.edit_refused',
  kiosk_pin_refused: 'daybook.audit.actions.kiosk_pin_refused',
  kiosk_pin_locked: 'daybook.audit.actions.kiosk_pin_locked',
  kiosk_action: 'daybook.audit.actions.kiosk_action',
} as const;

export const AUDIT_ENTITY_KEYS = {
  attendance_day: 'daybook.audit.entities.attendance_day',
  billing_export: 'daybook.audit.entities.billing_export',
  client: 'daybook.audit.entities.client',
  client_attendance: 'daybook.audit.entities.client_attendance',
  correction_request: 'daybook.audit.entities.correction_request',
  daily_progress: 'daybook.audit.entities.daily_progress',
  department: 'daybook.audit.entities.department',
  goal: 'daybook.audit.entities.goal',
  kiosk_device: 'daybook.audit.entities.kiosk_device',
  kiosk_pin: 'daybook.audit.entities.kiosk_pin',
  location: 'daybook.audit.entities.location',
  location_exception: 'daybook.audit.entities.location_exception',
  member: 'daybook.audit.entities.member',
  member_visit: 'daybook.audit.entities.member_visit',
  organisation: 'daybook.audit.entities.organisation',
  pay_adjustment: 'daybook.audit.entities.pay_adjustment',
  payroll_export: 'daybook.audit.entities.payroll_export',
  service_authorization: 'daybook.audit.entities.service_authorization',
  service_code: 'daybook.audit.entities.service_code',
  session: 'daybook.audit.entities.session',
  timecard: 'daybook.audit.entities.timecard',
  trial: 'daybook.audit.entities.trial',
  user: 'daybook.audit.entities.user',
  user_rate: 'daybook.audit.entities.user_rate',
  work_day: 'daybook.audit.entities.work_day',
} as const;

/**
 * The snapshots' most common keys (the rows the server writes for users, work days, correction
 * requests, timecards, pay rates, clients and members), named for the before/after comparison
 * (components/audit-changes.tsx). Values are shown as stored, so a label says the unit the value
 * is in (cents, seconds, an ID). A key not listed is shown as it is.
 */
export const AUDIT_FIELD_KEYS = {
  id: 'daybook.audit.fields.id',
  user_id: 'daybook.audit.fields.user_id',
  name: 'daybook.audit.fields.name',
  email: 'daybook.audit.fields.email',
  role: 'daybook.audit.fields.role',
  status: 'daybook.audit.fields.status',
  is_active: 'daybook.audit.fields.is_active',
  active: 'daybook.audit.fields.active',
  must_change_password: 'daybook.audit.fields.must_change_password',
  password_generated: 'daybook.audit.fields.password_generated',
  department_id: 'daybook.audit.fields.department_id',
  department_name: 'daybook.audit.fields.department_name',
  manager_id: 'daybook.audit.fields.manager_id',
  manager_name: 'daybook.audit.fields.manager_name',
  hourly_rate_cents: 'daybook.audit.fields.hourly_rate_cents',
  minimum_wage_cents: 'daybook.audit.fields.minimum_wage_cents',
  rate_cents: 'daybook.audit.fields.rate_cents',
  effective_date: 'daybook.audit.fields.effective_date',
  target_hours: 'daybook.audit.fields.target_hours',
  scheduled_start: 'daybook.audit.fields.scheduled_start',
  phone: 'daybook.audit.fields.phone',
  location: 'daybook.audit.fields.location',
  location_id: 'daybook.audit.fields.location_id',
  location_ids: 'daybook.audit.fields.location_ids',
  payroll_id: 'daybook.audit.fields.payroll_id',
  provider_id: 'daybook.audit.fields.provider_id',
  street_address: 'daybook.audit.fields.street_address',
  address2: 'daybook.audit.fields.address2',
  city: 'daybook.audit.fields.city',
  state: 'daybook.audit.fields.state',
  zip_code: 'daybook.audit.fields.zip_code',
  gender: 'daybook.audit.fields.gender',
  race: 'daybook.audit.fields.race',
  marital_status: 'daybook.audit.fields.marital_status',
  services_provided: 'daybook.audit.fields.services_provided',
  additional_info: 'daybook.audit.fields.additional_info',
  assigned_user_id: 'daybook.audit.fields.assigned_user_id',
  member_id: 'daybook.audit.fields.member_id',
  service_address: 'daybook.audit.fields.service_address',
  latitude: 'daybook.audit.fields.latitude',
  longitude: 'daybook.audit.fields.longitude',
  work_date: 'daybook.audit.fields.work_date',
  date: 'daybook.audit.fields.date',
  check_in_at: 'daybook.audit.fields.check_in_at',
  check_out_at: 'daybook.audit.fields.check_out_at',
  worked_minutes: 'daybook.audit.fields.worked_minutes',
  worked_seconds: 'daybook.audit.fields.worked_seconds',
  paused_minutes: 'daybook.audit.fields.paused_minutes',
  paused_seconds: 'daybook.audit.fields.paused_seconds',
  reason: 'daybook.audit.fields.reason',
  note: 'daybook.audit.fields.note',
  notes: 'daybook.audit.fields.notes',
  correction_id: 'daybook.audit.fields.correction_id',
  work_day_id: 'daybook.audit.fields.work_day_id',
  decided_at: 'daybook.audit.fields.decided_at',
  decided_by: 'daybook.audit.fields.decided_by',
  period_start: 'daybook.audit.fields.period_start',
  period_end: 'daybook.audit.fields.period_end',
  submitted_at: 'daybook.audit.fields.submitted_at',
  submitted_by: 'daybook.audit.fields.submitted_by',
  approved_at: 'daybook.audit.fields.approved_at',
  approved_by: 'daybook.audit.fields.approved_by',
  regular_seconds: 'daybook.audit.fields.regular_seconds',
  overtime_seconds: 'daybook.audit.fields.overtime_seconds',
  gross_pay_cents: 'daybook.audit.fields.gross_pay_cents',
  adjustment_cents: 'daybook.audit.fields.adjustment_cents',
  cents: 'daybook.audit.fields.cents',
  back_pay: 'daybook.audit.fields.back_pay',
  first_name: 'daybook.audit.fields.first_name',
  last_name: 'daybook.audit.fields.last_name',
  dob: 'daybook.audit.fields.dob',
  sessions: 'daybook.audit.fields.sessions',
  sessions_revoked: 'daybook.audit.fields.sessions_revoked',
  signed_at: 'daybook.audit.fields.signed_at',
  created_at: 'daybook.audit.fields.created_at',
  updated_at: 'daybook.audit.fields.updated_at',
} as const;

type Keys = Readonly<Record<string, string>>;

/** The catalogue key of a code, or undefined for a code the console does not know. */
function keyOf(keys: Keys, code: unknown): string | undefined {
  return typeof code === 'string' && Object.hasOwn(keys, code) ? keys[code] : undefined;
}

/** A code as the reader reads it: its label through `translate`, else the code itself ('' when there is none). */
function labelOf(keys: Keys, code: unknown, translate: (key: string) => string): string {
  const key = keyOf(keys, code);
  if (key) return translate(key);
  return typeof code === 'string' ? code : '';
}

export const auditActionLabel = (code: unknown, translate: (key: string) => string) =>
  labelOf(AUDIT_ACTION_KEYS, code, translate);

export const auditEntityLabel = (code: unknown, translate: (key: string) => string) =>
  labelOf(AUDIT_ENTITY_KEYS, code, translate);

/**
 * A timecard's submit, approval and reopen are each written as an `update` of the `timecard`
 * (apps/server/src/modules/payroll/timecard-transition.ts; their own trail is the card's history):
 * named by the status the entry left the card in, so that the log tells them apart.
 */
const TIMECARD_TRANSITION_KEYS: Keys = {
  submitted: 'daybook.audit.timecard.submitted',
  approved: 'daybook.audit.timecard.approved',
  open: 'daybook.audit.timecard.reopened',
};

/** An entry's action as the reader reads it: a timecard's transition by its name, else the action's label. */
export function auditEntryActionLabel(
  entry: { action?: unknown; entity?: unknown; after?: unknown },
  translate: (key: string) => string,
): string {
  if (entry.action === 'update' && entry.entity === 'timecard' && entry.after && typeof entry.after === 'object') {
    const key = keyOf(TIMECARD_TRANSITION_KEYS, (entry.after as { status?: unknown }).status);
    if (key) return translate(key);
  }
  return auditActionLabel(entry.action, translate);
}

/**
 * The console's resource of each entity kind whose record it edits: a snapshot key the audit
 * labels above do not name is named as the resource's form names it
 * (`resources.<resource>.fields.<key>`, "Lateness grace (minutes)" for an organisation's
 * `late_grace_minutes`).
 */
const AUDIT_ENTITY_RESOURCES: Keys = {
  client: 'clients',
  department: 'departments',
  goal: 'goals',
  location: 'locations',
  member: 'members',
  organisation: 'organisation',
  service_authorization: 'service-authorizations',
  service_code: 'service-codes',
  user: 'users',
  work_day: 'work-days',
};

type Translate = (key: string, options?: { _?: string }) => string;

/**
 * A snapshot key's label: the audit label above, else the label of the entry's resource's form,
 * else undefined (the key is shown as it is). A form's label of an amount in cents says the dollars
 * the form shows, not the cents the snapshot holds, so such a key takes no form label.
 */
export function auditFieldLabel(key: string, translate: Translate, entity?: unknown): string | undefined {
  const catalogueKey = keyOf(AUDIT_FIELD_KEYS, key);
  if (catalogueKey) return translate(catalogueKey);
  const resource = keyOf(AUDIT_ENTITY_RESOURCES, entity);
  if (!resource || key.endsWith('_cents') || !/^[a-z][a-z0-9_]*$/.test(key)) return undefined;
  // react-admin's translator gives `_` for a key its catalogue does not have
  return translate(`resources.${resource}.fields.${key}`, { _: '' }) || undefined;
}

/** The filters' choices: react-admin translates each name (a catalogue key). */
export const auditActionChoices = Object.entries(AUDIT_ACTION_KEYS).map(([id, name]) => ({ id, name }));
export const auditEntityChoices = Object.entries(AUDIT_ENTITY_KEYS).map(([id, name]) => ({ id, name }));
