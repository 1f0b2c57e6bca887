import { type AdminWorkDayDetail, MSG, type WorkDayCorrectionBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { correctWorkDay } from './correct-work-day.js';
import { mayOnCorrection } from './corrections.policy.js';
import { dayOwner, findOwner } from './corrections.repository.js';

/**
 * POST /api/team/work-days/{id}/correct: the admin correction (new times, a reason, the original
 * values kept) opened to the employee's manager for their own team.
 */
export async function correctTeamWorkDay(
  ctx: AppContext,
  req: ChangeRequest,
  id: number,
  body: WorkDayCorrectionBody,
): Promise<AdminWorkDayDetail> {
  const day = await dayOwner(ctx.db, id);
  if (!day) throw notFound();
  const owner = await findOwner(ctx.db, day.user_id);
  if (!owner || !mayOnCorrection(req.actor, 'correct', owner)) throw forbidden(MSG.correctionNotYourTeam);
  return correctWorkDay(ctx, id, body, req);
}
