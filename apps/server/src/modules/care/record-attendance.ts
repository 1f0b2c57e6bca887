import type { ClientAttendance, clientAttendanceCreateBody } from '@daybook/domain';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import { requireAttendanceService } from '../billing/require-service-code.js';
import { requireLocation } from '../location-trust/require-location.js';
import { refuseAbsentOverSignedNote } from './absent-checks.js';
import { attendanceForAudit } from './care.presenter.js';
import { insertAttendance } from './care.repository.js';
import { attendanceDuplicate } from './care-conflicts.js';
import { readAttendance } from './read-attendance.js';
import { writeForClient } from './write-for-client.js';

type CreateBody = z.output<typeof clientAttendanceCreateBody>;

/**
 * POST /api/attendance/: one record per client, date and service (409 otherwise), never dated in
 * the future, nor absent over a signed note with trials (absent-checks.ts). `documentation` is the
 * existing client's flag (docs/product-rules.md) or a note (ADR 0009, addendum).
 */
export async function recordAttendance(
  ctx: AppContext,
  options: { actor: Actor; body: CreateBody; requestId: string },
): Promise<ClientAttendance> {
  const { actor, body } = options;
  return writeForClient(
    ctx,
    options,
    async ({ trx, audit, stamp, client }) => {
      await requireAttendanceService(trx, body.service);
      if (body.absent) await refuseAbsentOverSignedNote(trx, client.id, body.date, ctx.dialect);
      const location = await requireLocation(trx, body.location);
      const row = await insertAttendance(trx, {
        client_id: client.id,
        date: body.date,
        time_in: body.time_in,
        time_out: body.time_out,
        service: body.service,
        location: location.code,
        location_id: location.id,
        one_on_one: body.one_on_one,
        absent: body.absent,
        provider_text: body.provider ?? null,
        documentation: body.documentation?.note ?? null,
        documented: body.documentation?.documented ?? false,
        created_by: actor.id,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'client_attendance', entityId: row.id, after: attendanceForAudit(row) });
      return readAttendance(trx, actor, row.id);
    },
    attendanceDuplicate,
  );
}
