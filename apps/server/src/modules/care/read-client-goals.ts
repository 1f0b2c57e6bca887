import type { Executor } from '../../db/database.js';
import * as repository from './care.repository.js';

/** A client's goals as stored, in the client's order, for other features (the client-record export). */
export const listGoalsOfClient = (db: Executor, clientId: number) => repository.listGoals(db, clientId);
