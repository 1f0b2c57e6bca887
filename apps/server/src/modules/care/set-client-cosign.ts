import type { Executor } from '../../db/database.js';
import { updateClientCosign } from './care.repository.js';

/**
 * Writes whether a client's progress notes need a co-signature, inside the caller's transaction:
 * the signatures feature owns the rule and its audit row, care owns the client row.
 */
export const setClientRequiresCosign = (trx: Executor, id: number, requiresCosign: boolean, stamp: string) =>
  updateClientCosign(trx, id, requiresCosign, stamp);
