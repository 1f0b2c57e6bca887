import { MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { lockForRate } from '../users/set-current-rate.js';
import { getTimecard } from './get-timecard.js';
import { mayOnTimecard, type TimecardAction, visibleOnTimecard } from './payroll.policy.js';
import {
  findPerson,
  getPayrollSettings,
  insertTimecardEvent,
  lockTimecard,
  type PayrollOrganisation,
  type TimecardChanges,
  type TimecardRow,
  updateTimecard,
} from './payroll.repository.js';
import { computeTimecards, periodStartingOn } from './timecard-figures.js';

/**
 * The timecard's life: open → submitted (the employee's attestation) → approved (their manager or
 * an admin, once the period has ended and nothing blocks it; the figures are frozen) and back to
 * open by an admin with a reason (docs/payroll-rules.md). Each transition takes the timecard's
 * row lock first, as every edit of its days does (assert-day-editable.ts), and is audited.
 */

export interface TimecardRequest {
  actor: Actor;
  requestId: string;
}

/** A 409 that lists what stands in the way (`params.blockers`). */
export const blocked = (message: string, blockers: string[]) =>
  new HttpError(409, message, {}, false, undefined, { blockers });

/**
 * Moves a timecard along its life (submit-timecard.ts, approve-timecard.ts, reopen-timecard.ts):
 * checks who may, takes the row lock, lets `apply` decide the change, writes it with its event and
 * audit row (or nothing, when `apply` finds the card already there), and answers the timecard as
 * read afterwards.
 */
export async function transition(
  ctx: AppContext,
  req: TimecardRequest,
  userId: number,
  periodStart: string,
  action: TimecardAction,
  apply: (card: {
    trx: Executor;
    row: TimecardRow;
    compute: () => ReturnType<typeof computeTimecards>;
    now: Date;
    timeZone: string;
    /** The payroll settings the card's figures are computed under. */
    settings: PayrollOrganisation;
    // null: the card is already where the action leads, and nothing is written (a repeated submit)
  }) => Promise<{ changes: TimecardChanges; reason: string | null } | null>,
) {
  const period = periodStartingOn(periodStart);
  const person = visibleOnTimecard(req.actor, await findPerson(ctx.db, userId));
  if (!mayOnTimecard(req.actor, action, person)) {
    throw forbidden(action === 'approve' && req.actor.id === userId ? MSG.timecardOwnApproval : MSG.forbidden);
  }
  const settings = await getPayrollSettings(ctx.db);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const iso = now.toISOString();
    // The card first, as every writer of the card or its days takes it (a submit, a reopen, a day
    // added or corrected, a check-in: ADR 0014, "The lock"), so that two of them on PostgreSQL wait for
    // each other instead of deadlocking. Then an approval holds the user's row: it freezes pay at
    // the rates it reads, and a rate change, holding the same row, records back pay on the periods
    // it finds approved (rate-adjustments.ts), so one waits for the other and neither misses the
    // other's change.
    const row = await lockTimecard(trx, ctx.dialect, userId, { start: period.start_date, end: period.end_date }, iso);
    if (action === 'approve') await lockForRate(trx, ctx.dialect, userId);
    const compute = () => computeTimecards(trx, settings, [person], period, now);
    const change = await apply({ trx, row, compute, now, timeZone: settings.timeZone, settings });
    if (change === null) return;
    const { changes, reason } = change;
    const after = await updateTimecard(trx, row.id, { ...changes, updated_at: iso });
    await insertTimecardEvent(trx, {
      timecard_id: row.id,
      action: action as 'submit' | 'approve' | 'reopen',
      actor_id: req.actor.id,
      reason,
      at: iso,
    });
    await audit({ action: 'update', entity: 'timecard', entityId: row.id, before: row, after: { ...after, reason } });
  });
  return getTimecard(ctx, req.actor, userId, periodStart);
}
