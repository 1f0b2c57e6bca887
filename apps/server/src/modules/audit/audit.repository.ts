import type { Executor } from '../../db/database.js';
import { type BoundQuery, prepared } from '../../db/prepared.js';

export interface AuditEntry {
  actorId: number | null;
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'login'
    | 'logout'
    | 'password_change'
    | 'session_revoke'
    // a rotated refresh token presented again within the reuse window got a new pair (ADR 0034)
    | 'session_refresh_retry'
    | 'check_in'
    | 'check_out'
    | 'pause'
    | 'resume'
    | 'correct'
    | 'password_reset'
    // a client's records were answered to the actor (docs/retention.md)
    | 'read'
    // electronic signatures (ADR 0015): signed, co-signed, an addendum, a wrong password or PIN,
    // a write to a signed record refused
    | 'sign'
    | 'cosign'
    | 'addendum'
    | 'sign_refused'
    | 'edit_refused'
    // the kiosk (ADR 0024): a wrong PIN, a PIN locked after five, an action taken at a kiosk
    | 'kiosk_pin_refused'
    | 'kiosk_pin_locked'
    | 'kiosk_action';
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  at: Date;
}

/** Keys never written into the audit log, whatever entity they belong to. */
const SECRET_KEYS = new Set([
  'password',
  'password_hash',
  'token',
  'token_hash',
  'refresh',
  'refresh_token',
  'pin',
  'signing_pin_hash',
]);

function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (key, inner) => (SECRET_KEYS.has(key) ? undefined : inner));
}

/**
 * Records one change. Callers pass the transaction that makes the change, so the audit row
 * and the change commit or roll back together (docs/security.md).
 */
// Every write of the product runs this insert: compiled once (db/prepared.ts, docs/performance.md).
const insertAudit = prepared(
  (
    db: Executor,
    at: string,
    actorId: number | null,
    action: AuditEntry['action'],
    entity: string,
    entityId: string | null,
    before: string | null,
    after: string | null,
    requestId: string | null,
  ) =>
    db
      .insertInto('audit_log')
      .values({ at, actor_id: actorId, action, entity, entity_id: entityId, before, after, request_id: requestId }),
);

export async function writeAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await insertAudit.execute(executor, ...auditArgs(entry));
}

/** writeAudit's insert as a query to send with others (`inOneTrip`, db/prepared.ts). */
export function auditInsert(entry: AuditEntry): BoundQuery<unknown> {
  return insertAudit.with(...auditArgs(entry));
}

function auditArgs(entry: AuditEntry) {
  return [
    // in UTC whatever Date it is given (a zoned TZDate's toISOString would keep its offset)
    new Date(entry.at.getTime()).toISOString(),
    entry.actorId,
    entry.action,
    entry.entity,
    entry.entityId === null ? null : String(entry.entityId),
    snapshot(entry.before),
    snapshot(entry.after),
    entry.requestId ?? null,
  ] as const;
}

/** One change as a request records it: the actor, request id and time come from `auditFor`. */
export type AuditChange = Omit<AuditEntry, 'actorId' | 'requestId' | 'at'>;

/** A writeAudit bound to one request's actor, request id and time. */
export function auditFor(actorId: number | null, requestId: string, at: Date) {
  return (executor: Executor, change: AuditChange) => writeAudit(executor, { ...change, actorId, requestId, at });
}

/** Audit rows with the actor's name (the admin console's audit log). */
export function auditLogQuery(db: Executor) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .selectAll('a')
    .select('u.name as actor_name');
}
export type AuditLogRow = Awaited<ReturnType<ReturnType<typeof auditLogQuery>['executeTakeFirstOrThrow']>>;
