import type { Trial } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { presentTrial } from './care.presenter.js';
import { listTrials, listVisibleProgress } from './care.repository.js';

/** GET /api/progress/{id}/trials/: the record's trials by goal order and trial number. */
export async function listProgressTrials(ctx: AppContext, actor: Actor, id: number): Promise<Trial[]> {
  const [progress] = await listVisibleProgress(ctx.db, actor, { id });
  found(progress); // 404 unless the record is the actor's
  return (await listTrials(ctx.db, id)).map(presentTrial);
}
