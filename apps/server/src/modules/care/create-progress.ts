import type { DailyProgress, dailyProgressBody } from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import { requireLocation } from '../location-trust/require-location.js';
import { insertProgress } from './care.repository.js';
import { progressDuplicate } from './care-conflicts.js';
import { readProgress } from './read-progress.js';
import { writeForClient } from './write-for-client.js';

type ProgressBody = z.output<typeof dailyProgressBody>;

/**
 * POST /api/progress/: one record per client and date (409 otherwise), never dated in the future;
 * created_by is the actor.
 */
export async function createProgress(
  ctx: AppContext,
  options: { actor: Actor; body: ProgressBody; requestId: string },
): Promise<DailyProgress> {
  const { actor, body } = options;
  return writeForClient(
    ctx,
    options,
    async ({ trx, audit, stamp, client }) => {
      const location = await requireLocation(trx, body.location);
      const row = await insertProgress(trx, {
        client_id: client.id,
        date: body.date,
        location: location.code,
        location_id: location.id,
        general_notes: body.general_notes ?? null,
        additional_notes: body.additional_notes ?? null,
        provider_initials: body.provider_initials ?? null,
        created_by: actor.id,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'daily_progress', entityId: row.id, after: row });
      return readProgress(trx, actor, row.id);
    },
    progressDuplicate,
  );
}
