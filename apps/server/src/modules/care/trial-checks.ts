import { MSG } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { fieldError } from '../../lib/http-error.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { findProgressSignature, isGoalOfClient } from './care.repository.js';

/** The checks a trial's write makes: its goal is its note's client's, and its note is not signed. */

/** Refuses a goal that is not one of the client's: a field error on `field`. */
export async function requireGoalOfClient(executor: Executor, clientId: number, goalId: number, field: string) {
  if (!(await isGoalOfClient(executor, clientId, goalId))) throw fieldError(field, MSG.goalNotForClient);
}

/**
 * Refuses a trial change of a signed note (409 record_signed). The trial was read with its note's
 * row locked (lockVisibleTrial), so this reads the note's lock as a concurrent sign left it.
 */
export async function refuseSignedNote(executor: Executor, progressId: number, attempted: string): Promise<void> {
  const note = await findProgressSignature(executor, progressId);
  if (note) refuseSigned(note, 'daily_progress', attempted);
}
