import type { Actor, AppContext } from '../../context.js';
import { found, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { attendanceForAudit } from './care.presenter.js';
import { deleteAttendanceRow, lockVisibleAttendance } from './care.repository.js';

/** DELETE /api/attendance/{id}/: refused once the record is signed (ADR 0015). */
export async function deleteAttendance(
  ctx: AppContext,
  options: { actor: Actor; id: number; requestId: string },
): Promise<void> {
  const { actor, id } = options;
  await auditedChange(ctx, options, async ({ trx, audit }) => {
    const before = found(await lockVisibleAttendance(trx, actor, id, ctx.dialect));
    refuseSigned(before, 'client_attendance', 'delete');
    if (!(await deleteAttendanceRow(trx, id))) throw notFound();
    await audit({ action: 'delete', entity: 'client_attendance', entityId: id, before: attendanceForAudit(before) });
  });
}
