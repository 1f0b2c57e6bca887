import type { ActiveLocation } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { listActiveLocationRows } from './location-trust.repository.js';

/** GET /api/locations/: the active locations, by name (the care forms' list, ADR 0028). */
export async function listActiveLocations(ctx: AppContext): Promise<ActiveLocation[]> {
  return listActiveLocationRows(ctx.db);
}
