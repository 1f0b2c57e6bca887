import type { Executor } from '../../db/database.js';
import * as repository from './care.repository.js';

/** Every client's id, business id and names, for other features' exports (billing). */
export const listClientNames = (db: Executor) => repository.listClientNames(db);
