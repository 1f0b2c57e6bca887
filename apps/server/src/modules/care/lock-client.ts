import type { Dialect, Executor } from '../../db/database.js';
import * as repository from './care.repository.js';

/**
 * A client by id, its row locked for the rest of the transaction on PostgreSQL (for other features
 * that write rows referencing the client, such as service authorizations); undefined when missing.
 */
export const lockClient = (db: Executor, id: number, dialect: Dialect) => repository.lockClient(db, id, dialect);
