import type { ClientUpdateBody } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { ClientRow } from '../../db/schema.js';
import { requireLocation } from '../location-trust/require-location.js';

/**
 * The location columns of a care row (client, attendance, progress note) for a location named in
 * a body: its code and locations row id, checked by requireLocation (a row keeping the location it
 * has, `before.location`, is never refused for it); nothing when the body names none.
 */
export async function locationColumns(
  db: Executor,
  text: string | undefined,
  before?: { location: string | null },
): Promise<{ location?: string; location_id?: number }> {
  if (text === undefined) return {};
  const location = await requireLocation(db, text, before ? { current: before.location } : {});
  return { location: location.code, location_id: location.id };
}

/**
 * The client columns a profile change names (any subset; not the owner, which only the admin
 * console moves, nor the location, which is checked against the locations table first).
 */
export function clientColumns(body: Omit<ClientUpdateBody, 'user' | 'location'>): Partial<ClientRow> {
  const out: Partial<ClientRow> = {};
  if (body.clientId !== undefined) out.client_code = body.clientId;
  if (body.firstName !== undefined) out.first_name = body.firstName;
  if (body.lastName !== undefined) out.last_name = body.lastName;
  if (body.dob !== undefined) out.dob = body.dob;
  if (body.billType !== undefined) out.bill_type = body.billType;
  if (body.phone !== undefined) out.phone = body.phone;
  if (body.guardian !== undefined) out.guardian = body.guardian;
  if (body.status !== undefined) out.status = body.status;
  return out;
}
