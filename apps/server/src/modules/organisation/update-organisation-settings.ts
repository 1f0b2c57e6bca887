import { type AdminOrganisationBody, formatWorkingDays } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { presentOrganisationSettings } from './organisation.presenter.js';
import { getOrganisation, updateOrganisation } from './organisation.repository.js';

const FIELDS = [
  'name',
  'time_zone',
  'late_grace_minutes',
  'default_start_time',
  'support_email',
  'support_phone',
  'address',
  'hours_text',
  'hours_text_es',
  'workweek_start_day',
  'rounding_minutes',
  'minimum_wage_cents',
] as const;

/**
 * PUT or PATCH /api/admin/organisation: any subset; the time zone is a real IANA zone. Payroll
 * settings apply to every timecard not yet approved (approved ones keep their frozen figures).
 */
export async function updateOrganisationSettings(ctx: AppContext, body: AdminOrganisationBody, req: ChangeRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = presentOrganisationSettings(await getOrganisation(trx));
    const changes: Record<string, unknown> = {};
    for (const key of FIELDS) if (body[key] !== undefined) changes[key] = body[key];
    if (body.working_days !== undefined) changes.working_days = formatWorkingDays(body.working_days);
    // Hours and the multiplier are kept exactly, as hundredths (docs/payroll-rules.md).
    if (body.overtime_threshold_hours !== undefined) {
      changes.overtime_threshold_hundredths = Math.round(body.overtime_threshold_hours * 100);
    }
    if (body.overtime_multiplier !== undefined) {
      changes.overtime_multiplier_hundredths = Math.round(body.overtime_multiplier * 100);
    }
    await updateOrganisation(trx, changes, now.toISOString());
    const after = presentOrganisationSettings(await getOrganisation(trx));
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
