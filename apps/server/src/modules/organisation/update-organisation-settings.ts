import { type AdminOrganisationBody, formatWorkingDays, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import { isoInstant } from '../../lib/instant.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { presentOrganisationSettings } from './organisation.presenter.js';
import { getOrganisation, lockOrganisation, updateOrganisation } from './organisation.repository.js';

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
 * `updated_at` is the settings' version: with the one the form read, a save made since by someone
 * else is refused (409 organisation_changed) rather than silently undone; every save moves it
 * forward, even within one millisecond.
 */
export async function updateOrganisationSettings(ctx: AppContext, body: AdminOrganisationBody, req: ChangeRequest) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockOrganisation(trx, ctx.dialect);
    const version = Date.parse(isoInstant(row.updated_at));
    if (body.updated_at !== undefined && Date.parse(body.updated_at) !== version) {
      throw conflict(MSG.organisationChanged);
    }
    const before = presentOrganisationSettings(row);
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
    await updateOrganisation(trx, changes, new Date(Math.max(now.getTime(), version + 1)).toISOString());
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
