import { type ClientAttendance, type clientAttendanceUpdateBody, MSG } from '@daybook/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import type { ClientAttendanceTable } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { requireAttendanceService } from '../billing/require-service-code.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { refuseAbsentOverSignedNote } from './absent-checks.js';
import { attendanceForAudit } from './care.presenter.js';
import { lockVisibleAttendance, updateAttendanceRow } from './care.repository.js';
import { attendanceDuplicate } from './care-conflicts.js';
import { readAttendance } from './read-attendance.js';
import { locationColumns } from './record-columns.js';

type UpdateBody = z.output<typeof clientAttendanceUpdateBody>;

/**
 * PATCH /api/attendance/{id}/: any subset; a body with only one_on_one works (docs/product-rules.md §7).
 * Marking a present client absent is refused over a signed note with trials (absent-checks.ts).
 */
export async function updateAttendance(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: UpdateBody; requestId: string },
): Promise<ClientAttendance> {
  const { actor, body, id } = options;
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const before = found(await lockVisibleAttendance(trx, actor, id, ctx.dialect));
      refuseSigned(before, 'client_attendance', 'update');
      const changes: Updateable<ClientAttendanceTable> = { updated_at: now.toISOString() };
      if (body.one_on_one !== undefined) changes.one_on_one = body.one_on_one;
      if (body.absent !== undefined) {
        if (body.absent && !before.absent) {
          await refuseAbsentOverSignedNote(trx, before.client_id, before.date, ctx.dialect);
        }
        changes.absent = body.absent;
      }
      if (body.provider !== undefined) changes.provider_text = body.provider;
      if (body.time_in !== undefined) changes.time_in = body.time_in;
      if (body.time_out !== undefined) changes.time_out = body.time_out;
      if (body.service !== undefined && body.service !== before.service) {
        await requireAttendanceService(trx, body.service);
        changes.service = body.service;
      }
      Object.assign(changes, await locationColumns(trx, body.location, before));
      if (body.documentation !== undefined) {
        changes.documented = body.documentation.documented;
        if (body.documentation.note !== undefined) changes.documentation = body.documentation.note;
      }
      const timeIn = changes.time_in ?? before.time_in;
      const timeOut = changes.time_out === undefined ? before.time_out : changes.time_out;
      if (timeOut !== null && timeOut <= timeIn) {
        throw fieldError('time_out', MSG.timeOutAfterIn);
      }
      const after = await updateAttendanceRow(trx, id, changes);
      await audit({
        action: 'update',
        entity: 'client_attendance',
        entityId: id,
        before: attendanceForAudit(before),
        after: attendanceForAudit(after),
      });
      return readAttendance(trx, actor, id);
    },
    attendanceDuplicate,
  );
}
