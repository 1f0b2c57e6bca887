import type { Executor } from '../../db/database.js';
import * as repository from './care.repository.js';

/** The trials of a progress note, for other features (a signed note's content). */
export const listTrials = (db: Executor, progressId: number) => repository.listTrials(db, progressId);
