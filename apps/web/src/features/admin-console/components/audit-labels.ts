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
  service_authorization: 'daybook.audit.entities.service_authorization',
  service_code: 'daybook.audit.entities.service_code',
  session: 'daybook.audit.entities.session',
  timecard: 'daybook.audit.entities.timecard',
  trial: 'daybook.audit.entities.trial',
  user: 'daybook.audit.entities.user',
  user_rate: 'daybook.audit.entities.user_rate',
  work_day: 'daybook.audit.entities.work_day',
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

/** The filters' choices: react-admin translates each name (a catalogue key). */
export const auditActionChoices = Object.entries(AUDIT_ACTION_KEYS).map(([id, name]) => ({ id, name }));
export const auditEntityChoices = Object.entries(AUDIT_ENTITY_KEYS).map(([id, name]) => ({ id, name }));
