import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { KioskDeviceRow, KioskDeviceTable, KioskPinRow } from '../../db/schema.js';

/** A device with its location's name and fix and the name of who registered it. */
export interface KioskDeviceView extends KioskDeviceRow {
  location_name: string;
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
  created_by_name: string | null;
}

function devicesQuery(db: Executor) {
  return db
    .selectFrom('kiosk_devices as d')
    .innerJoin('locations as l', 'l.id', 'd.location_id')
    .leftJoin('users as u', 'u.id', 'd.created_by')
    .selectAll('d')
    .select(['l.name as location_name', 'l.latitude', 'l.longitude', 'l.radius_meters', 'u.name as created_by_name']);
}

export function listDevices(db: Executor): Promise<KioskDeviceView[]> {
  return devicesQuery(db)
    .orderBy('d.revoked_at', 'desc')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export function findDevice(db: Executor, id: number): Promise<KioskDeviceView | undefined> {
  return devicesQuery(db).where('d.id', '=', id).executeTakeFirst();
}

export function findDeviceByTokenHash(db: Executor, tokenHash: string): Promise<KioskDeviceView | undefined> {
  return devicesQuery(db).where('d.token_hash', '=', tokenHash).executeTakeFirst();
}

export function findPin(db: Executor, userId: number): Promise<KioskPinRow | undefined> {
  return db.selectFrom('kiosk_pins').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Counts one more wrong PIN and locks the PIN when the count reaches `limit`, in one conditional
 * update (simultaneous wrong PINs each count). Answers the new count and whether this call locked it.
 */
export async function countFailure(
  trx: Executor,
  userId: number,
  limit: number,
  at: string,
): Promise<{ failures: number; lockedNow: boolean }> {
  const row = await trx
    .updateTable('kiosk_pins')
    .set((eb) => ({ failures: eb('failures', '+', 1), updated_at: at }))
    .where('user_id', '=', userId)
    .returning(['failures', 'locked_at'])
    .executeTakeFirst();
  if (!row) return { failures: 0, lockedNow: false };
  if (row.failures < limit || row.locked_at !== null) return { failures: row.failures, lockedNow: false };
  const locked = await trx
    .updateTable('kiosk_pins')
    .set({ locked_at: at })
    .where('user_id', '=', userId)
    .where('locked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return { failures: row.failures, lockedNow: locked !== undefined };
}

/** The roster a device shows: active users who set a kiosk PIN, with their names. */
export function rosterUsers(db: Executor): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('kiosk_pins as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name'])
    .where('u.is_active', '=', true)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** A roster member by id: an active user with a kiosk PIN, their role and PIN row; else undefined. */
export function findRosterUser(db: Executor, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('kiosk_pins as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.role', 'u.language', 'p.pin_hash', 'p.failures', 'p.locked_at'])
    .where('u.id', '=', userId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
}

export function lockedPins(db: Executor) {
  return db
    .selectFrom('kiosk_pins as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.name', 'p.locked_at'])
    .where('p.locked_at', 'is not', null)
    .orderBy('p.locked_at', 'desc')
    .execute() as Promise<{ user_id: number; name: string; locked_at: string }[]>;
}

/** Member ids among `ids` that have an open visit. */
export async function openVisitMemberIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_visits')
    .select('member_id')
    .where('member_id', 'in', ids)
    .where('check_out_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.member_id));
}

/** Marks a device as used now. */
export async function touchDevice(db: Executor, id: number, stamp: string): Promise<void> {
  await db.updateTable('kiosk_devices').set({ last_used_at: stamp }).where('id', '=', id).execute();
}

export function insertDevice(db: Executor, values: Insertable<KioskDeviceTable>) {
  return db
    .insertInto('kiosk_devices')
    .values(values)
    .returning(['id', 'name', 'location_id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Revokes a device that is not revoked yet. */
export async function revokeDeviceRow(db: Executor, id: number, stamp: string, by: number): Promise<void> {
  await db
    .updateTable('kiosk_devices')
    .set({ revoked_at: stamp, revoked_by: by })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function deletePin(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('kiosk_pins').where('user_id', '=', userId).execute();
}

/** Sets a user's PIN hash, failures back to 0 and unlocked. */
export async function upsertPin(db: Executor, userId: number, pinHash: string, stamp: string): Promise<void> {
  await db
    .insertInto('kiosk_pins')
    .values({ user_id: userId, pin_hash: pinHash, failures: 0, locked_at: null, updated_at: stamp })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ pin_hash: pinHash, failures: 0, locked_at: null, updated_at: stamp }),
    )
    .execute();
}

/** Unlocks a user's PIN (failures back to 0). */
export async function unlockPin(db: Executor, userId: number, stamp: string): Promise<void> {
  await db
    .updateTable('kiosk_pins')
    .set({ failures: 0, locked_at: null, updated_at: stamp })
    .where('user_id', '=', userId)
    .execute();
}

/** Forgets a user's earlier failures after a right PIN, unless the PIN got locked meanwhile. */
export async function clearPinFailures(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('kiosk_pins')
    .set({ failures: 0 })
    .where('user_id', '=', userId)
    .where('locked_at', 'is', null)
    .execute();
}
