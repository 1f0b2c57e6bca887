import { type DailyProgress, type dailyProgressBody, MSG } from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import type { DailyProgressRow } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { lockVisibleProgress, updateProgressRow } from './care.repository.js';
import { progressDuplicate } from './care-conflicts.js';
import { refuseFutureDate } from './care-dates.js';
import { findClientByRef } from './find-client.js';
import { readProgress } from './read-progress.js';
import { locationColumns } from './record-columns.js';

type ProgressBody = z.output<typeof dailyProgressBody>;

/**
 * PUT /api/progress/{id}/: same body as POST; the client cannot change, the date may (409 on
 * clash; never to a future date).
 */
export async function updateProgress(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: ProgressBody; requestId: string },
): Promise<DailyProgress> {
  const { actor, body, id } = options;
  await refuseFutureDate(ctx, body.date);
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const before = found(await lockVisibleProgress(trx, actor, id, ctx.dialect));
      refuseSigned(before, 'daily_progress', 'update');
      const client = await findClientByRef(trx, actor, body.client);
      if (!client || client.id !== before.client_id) throw fieldError('client', MSG.progressClientFixed);
      const changes: Partial<DailyProgressRow> = {
        date: body.date,
        ...(await locationColumns(trx, body.location, before)),
        updated_at: now.toISOString(),
      };
      if (body.general_notes !== undefined) changes.general_notes = body.general_notes;
      if (body.additional_notes !== undefined) changes.additional_notes = body.additional_notes;
      if (body.provider_initials !== undefined) changes.provider_initials = body.provider_initials;
      const after = await updateProgressRow(trx, id, changes);
      await audit({ action: 'update', entity: 'daily_progress', entityId: id, before, after });
      return readProgress(trx, actor, id);
    },
    progressDuplicate,
  );
}
