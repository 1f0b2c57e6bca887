import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { fieldError, notFound } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import {
  type AssignedTo,
  assignedLocationIds,
  assignedOwnerExists,
  countKnownLocations,
  lockAssignedOwner,
  replaceAssignedLocations,
} from './location-trust.repository.js';

/**
 * The locations assigned to a member (judged besides their home, ADR 0028) or to an employee
 * (none: every active location applies): what the four admin routes share (docs/evv.md).
 */

/** The assigned location ids, ascending; 404 when the member or employee does not exist. */
export async function readAssignedLocations(ctx: AppContext, owner: AssignedTo, id: number): Promise<number[]> {
  if (!(await assignedOwnerExists(ctx.db, owner, id))) throw notFound();
  return assignedLocationIds(ctx.db, owner, id);
}

/**
 * Replaces the assignment (404 when the member or employee does not exist); an unknown location is
 * refused (400 on `location_ids`); audited on the member or user with the ids before and after.
 */
export async function putAssignedLocations(
  ctx: AppContext,
  req: ChangeRequest,
  owner: AssignedTo,
  id: number,
  locationIds: number[],
): Promise<number[]> {
  await readAssignedLocations(ctx, owner, id);
  const ids = [...new Set(locationIds)].sort((a, b) => a - b);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    // One replacement at a time per owner: two at once would both insert into the emptied table.
    await lockAssignedOwner(trx, owner, id, ctx.dialect);
    const before = await assignedLocationIds(trx, owner, id);
    if ((await countKnownLocations(trx, ids)) !== ids.length) throw fieldError('location_ids', MSG.locationUnknown);
    await replaceAssignedLocations(trx, owner, id, ids, now.toISOString());
    await audit({
      action: 'update',
      entity: owner,
      entityId: id,
      before: { location_ids: before },
      after: { location_ids: ids },
    });
  });
  return readAssignedLocations(ctx, owner, id);
}
