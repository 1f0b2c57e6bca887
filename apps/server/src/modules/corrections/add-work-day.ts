import { type AdminWorkDayDetail, MSG, type NewWorkDayBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, fieldError, forbidden } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { mayOnCorrection, seesAllUsers } from './corrections.policy.js';
import { findOwner } from './corrections.repository.js';
import { addDay, dayWrite } from './day-times.js';
import { getWorkDay } from './get-work-day.js';

/**
 * POST /api/admin/work-days: a manager (for their own team) or an admin adds a day the employee
 * never punched, with its pauses and a reason. The day's timecard must not be approved (409
 * `timecard_locked`); it may share its date with other shifts but not overlap one (409
 * `shift_overlap`, docs/decisions/0027-split-shifts.md).
 */
export async function addWorkDay(
  ctx: AppContext,
  req: ChangeRequest,
  body: NewWorkDayBody,
): Promise<AdminWorkDayDetail> {
  const owner = await findOwner(ctx.db, body.user_id);
  if (!owner || !(owner.is_active === true || owner.is_active === 1)) {
    if (!seesAllUsers(req.actor)) throw forbidden(MSG.correctionNotYourTeam);
    throw fieldError('user_id', MSG.providerUnknown);
  }
  if (!mayOnCorrection(req.actor, 'correct', owner)) throw forbidden(MSG.correctionNotYourTeam);
  const zone = await organisationTimeZone(ctx.db);
  const day = await auditedChange(
    ctx,
    req,
    (step) =>
      addDay(dayWrite(ctx, req, step, zone, body.reason), owner.id, {
        checkIn: body.check_in_at,
        checkOut: body.check_out_at,
        pauses: body.pauses,
      }),
    () => conflict(MSG.correctionDateTaken),
  );
  return getWorkDay(ctx, day.id);
}
