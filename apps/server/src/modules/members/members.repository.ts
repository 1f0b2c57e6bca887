import type { Insertable, Updateable } from 'kysely';
import type { Actor } from '../../context.js';
import type { Dialect, Executor } from '../../db/database.js';
import { deleteById } from '../../db/delete-by-id.js';
import type { MemberRow, MemberTable, MemberVisitRow, MemberVisitTable } from '../../db/schema.js';
import { seesAllMembers } from './members.policy.js';

/** A member with the assigned staff member's name. */
export interface MemberView extends MemberRow {
  user_name: string | null;
}

/** Members with every column and the assigned staff member's name (the members page and the admin console). */
export function membersQuery(db: Executor) {
  return db
    .selectFrom('members as m')
    .leftJoin('users as u', 'u.id', 'm.assigned_user_id')
    .selectAll('m')
    .select('u.name as user_name');
}

/** GET /api/member/members/: active members assigned to the actor (admins: all active), by name. */
export function listMembersFor(db: Executor, actor: Actor): Promise<MemberView[]> {
  let query = membersQuery(db).where('m.active', '=', true);
  if (!seesAllMembers(actor)) query = query.where('m.assigned_user_id', '=', actor.id);
  return query.orderBy('m.name').orderBy('m.id').execute();
}

/** A member the actor may act on (active or not), or undefined: another's member looks missing. */
export function findMemberFor(db: Executor, actor: Actor, id: number): Promise<MemberView | undefined> {
  let query = membersQuery(db).where('m.id', '=', id);
  if (!seesAllMembers(actor)) query = query.where('m.assigned_user_id', '=', actor.id);
  return query.executeTakeFirst();
}

/** A visit with the member's and the provider's names. */
export interface VisitView extends MemberVisitRow {
  member_name: string;
  provider_name: string;
}

export function visitsQuery(db: Executor) {
  return db
    .selectFrom('member_visits as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .innerJoin('users as p', 'p.id', 'v.provider_id')
    .selectAll('v')
    .select(['m.name as member_name', 'p.name as provider_name']);
}

/** How many visits one history answer holds at most (newest first). */
export const HISTORY_LIMIT = 1000;

/**
 * Visits the actor may see, newest first: every visit for an admin; for others the visits of the
 * members assigned to them and the visits they provided themselves.
 */
export function listVisitsFor(db: Executor, actor: Actor, memberId?: number): Promise<VisitView[]> {
  let query = visitsQuery(db);
  if (!seesAllMembers(actor)) {
    query = query.where((eb) => eb.or([eb('m.assigned_user_id', '=', actor.id), eb('v.provider_id', '=', actor.id)]));
  }
  if (memberId !== undefined) query = query.where('v.member_id', '=', memberId);
  return query.orderBy('v.check_in_at', 'desc').orderBy('v.id', 'desc').limit(HISTORY_LIMIT).execute();
}

export function findVisit(db: Executor, id: number): Promise<VisitView | undefined> {
  return visitsQuery(db).where('v.id', '=', id).executeTakeFirst();
}

export function findOpenVisit(db: Executor, memberId: number): Promise<MemberVisitRow | undefined> {
  return db
    .selectFrom('member_visits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('check_out_at', 'is', null)
    .executeTakeFirst();
}

export function insertMember(db: Executor, values: Insertable<MemberTable>) {
  return db.insertInto('members').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateMemberRow(db: Executor, id: number, changes: Updateable<MemberTable>): Promise<void> {
  await db.updateTable('members').set(changes).where('id', '=', id).execute();
}

/** Whether the row was there to delete (a simultaneous delete may have gone first). */
export function deleteMemberRow(db: Executor, id: number): Promise<boolean> {
  return deleteById(db, 'members', id);
}

/** Whether another member has this member id (AHCCCS-style; a unique index backs it, migration 0014). */
export async function memberIdTaken(db: Executor, memberId: string, self?: number): Promise<boolean> {
  let query = db.selectFrom('members').select('id').where('member_id', '=', memberId);
  if (self !== undefined) query = query.where('id', '<>', self);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether the member has visits (EVV records are kept, so such a member is not deleted). */
export async function memberHasVisits(db: Executor, id: number): Promise<boolean> {
  const visit = await db
    .selectFrom('member_visits')
    .select('id')
    .where('member_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return visit !== undefined;
}

/**
 * Locks a member row for the rest of the transaction on PostgreSQL, so the check for visits and
 * the delete cannot interleave with a visit being recorded (SQLite writes one at a time already).
 */
export const lockMember = (db: Executor, id: number, dialect: Dialect) => lockRow(db, 'members', id, dialect);

/**
 * Locks a member visit the same way, so two exceptions of one visit resolved at once see each
 * other's decision (docs/evv.md "Verification").
 */
export const lockVisit = (db: Executor, visitId: number, dialect: Dialect) =>
  lockRow(db, 'member_visits', visitId, dialect);

async function lockRow(db: Executor, table: 'members' | 'member_visits', id: number, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}

/** Whether the user provided visits or has members assigned. */
export async function hasMemberHistoryOf(db: Executor, userId: number): Promise<boolean> {
  const found = await Promise.all([
    db.selectFrom('member_visits').select('id').where('provider_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('members').select('id').where('assigned_user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return found.some((row) => row !== undefined);
}

/** The member's latest visit by check-in (an offline check-in may not come before it ended). */
export function findLastVisit(db: Executor, memberId: number) {
  return db
    .selectFrom('member_visits')
    .select(['check_in_at', 'check_out_at'])
    .where('member_id', '=', memberId)
    .orderBy('check_in_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertVisit(db: Executor, values: Insertable<MemberVisitTable>) {
  return db.insertInto('member_visits').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateVisitRow(db: Executor, id: number, changes: Updateable<MemberVisitTable>): Promise<void> {
  await db.updateTable('member_visits').set(changes).where('id', '=', id).execute();
}

/**
 * What a visit must still be for a change to apply: open (a check-out claims it), still an
 * exception (a re-verification), or unchanged since it was read (an EVV change).
 */
export type VisitGuard = 'open' | 'exception' | { unchangedSince: string };

/** Changes a visit while the guard holds; answers the changed row, or undefined when it no longer held. */
export function updateVisitWhile(db: Executor, id: number, guard: VisitGuard, changes: Updateable<MemberVisitTable>) {
  const query = db.updateTable('member_visits').set(changes).where('id', '=', id);
  const guarded =
    guard === 'open'
      ? query.where('check_out_at', 'is', null)
      : guard === 'exception'
        ? query.where('verification_status', '=', 'exception')
        : query.where('updated_at', '=', guard.unchangedSince);
  return guarded.returningAll().executeTakeFirst();
}

/** A visit as stored, or undefined. */
export function findVisitRow(db: Executor, visitId: number): Promise<MemberVisitRow | undefined> {
  return db.selectFrom('member_visits').selectAll().where('id', '=', visitId).executeTakeFirst();
}
