import type { DailyProgress, DailyProgressQuery } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { withProgressSignatures } from '../signatures/with-signatures.js';
import { presentProgress } from './care.presenter.js';
import { listVisibleProgress } from './care.repository.js';
import { findClientByRef } from './find-client.js';

/** GET /api/progress/: the actor's clients' progress records, newest first; filters client and date. */
export async function listProgress(ctx: AppContext, actor: Actor, query: DailyProgressQuery): Promise<DailyProgress[]> {
  let clientId: number | undefined;
  if (query.client !== undefined && query.client.trim() !== '') {
    const client = await findClientByRef(ctx.db, actor, query.client);
    if (!client) return [];
    clientId = client.id;
  }
  const rows = await listVisibleProgress(ctx.db, actor, {
    ...(clientId !== undefined ? { clientId } : {}),
    ...(query.date ? { date: query.date } : {}),
  });
  return withProgressSignatures(ctx.db, rows.map(presentProgress));
}
