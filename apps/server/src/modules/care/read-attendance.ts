import type { ClientAttendance } from '@daybook/domain';
import type { Actor } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { found } from '../../lib/http-error.js';
import { withBilling } from '../billing/with-billing.js';
import { withAttendanceSignatures } from '../signatures/with-signatures.js';
import { presentAttendance } from './care.presenter.js';
import { type AttendanceView, listVisibleAttendance } from './care.repository.js';

/**
 * Attendance rows as the answers carry them: presented, with their units, amount, signed flag and
 * authorization (docs/billing-rules.md), then their signatures and addenda (ADR 0015).
 */
export async function presentAttendanceRecords(
  executor: Executor,
  rows: AttendanceView[],
): Promise<ClientAttendance[]> {
  return withAttendanceSignatures(executor, await withBilling(executor, rows.map(presentAttendance)));
}

/** One attendance record of a visible client as the answers carry it; 404 otherwise. */
export async function readAttendance(executor: Executor, actor: Actor, id: number): Promise<ClientAttendance> {
  const [row] = await listVisibleAttendance(executor, actor, { id });
  const [record] = await presentAttendanceRecords(executor, [found(row)]);
  return found(record);
}
