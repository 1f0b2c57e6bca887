import type { DailyProgress } from '@daybook/domain';
import type { Actor } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { found } from '../../lib/http-error.js';
import { withProgressSignatures } from '../signatures/with-signatures.js';
import { presentProgress } from './care.presenter.js';
import { listVisibleProgress } from './care.repository.js';

/** One progress note of a visible client with its signatures and addenda (ADR 0015); 404 otherwise. */
export async function readProgress(executor: Executor, actor: Actor, id: number): Promise<DailyProgress> {
  const [row] = await listVisibleProgress(executor, actor, { id });
  const [note] = await withProgressSignatures(executor, [presentProgress(found(row))]);
  return found(note);
}
