import type { Executor } from '../../db/database.js';
import * as repository from './care.repository.js';

/**
 * The signature lock of care's records (ADR 0015 "Race"), set for the signatures feature inside
 * its transaction: `signed_at` by a conditional update of the record's row, which waits for any
 * edit holding the row. Each answers the row as signed, or undefined when it was signed already.
 */

export const lockSignedProgress = (trx: Executor, id: number, stamp: string) =>
  repository.markProgressSigned(trx, id, stamp);

export const lockSignedAttendance = (trx: Executor, id: number, stamp: string) =>
  repository.markAttendanceSigned(trx, id, stamp);
