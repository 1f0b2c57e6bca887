import type { AdminOrganisation, AdminOrganisationBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { writeAudit } from '../audit/audit.repository.js';
import { getOrganisation as readOrganisation } from '../organisation/organisation.repository.js';
import type { AdminRequest } from './admin.common.js';

async function read(db: Executor): Promise<AdminOrganisation> {
  const org = await readOrganisation(db);
  return {
    id: 1,
    name: org.name,
    time_zone: org.time_zone,
    late_grace_minutes: org.late_grace_minutes,
    default_start_time: org.default_start_time,
    support_email: org.support_email,
    support_phone: org.support_phone,
    address: org.address,
    hours_text: org.hours_text,
    updated_at: org.updated_at,
  };
}

/** GET /api/admin/organisation. */
export const getOrganisationSettings = (ctx: AppContext) => read(ctx.db);

const FIELDS = [
  'name',
  'time_zone',
  'late_grace_minutes',
  'default_start_time',
  'support_email',
  'support_phone',
  'address',
  'hours_text',
] as const;

/** PUT /api/admin/organisation: any subset; the time zone is a real IANA zone. */
export async function updateOrganisationSettings(ctx: AppContext, body: AdminOrganisationBody, req: AdminRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await read(trx);
    const changes: Record<string, unknown> = {};
    for (const key of FIELDS) if (body[key] !== undefined) changes[key] = body[key];
    await trx
      .updateTable('organisation')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('id', '=', 1)
      .execute();
    const after = await read(trx);
    await writeAudit(trx, {
      actorId: req.actor.id,
      action: 'update',
      entity: 'organisation',
      entityId: 1,
      before,
      after,
      requestId: req.requestId,
      at: now,
    });
    return after;
  });
}
