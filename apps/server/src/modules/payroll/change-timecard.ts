import { localDateOf, MSG, type TimecardBlocker } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { conflict, forbidden, HttpError } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { getTimecard } from './get-timecard.js';
import { periodStartingOn } from './list-timecards.js';
import {
  findPerson,
  getPayrollSettings,
  insertTimecardEvent,
  lockTimecard,
  type TimecardRow,
  updateTimecard,
} from './payroll.repository.js';
import { computeTimecards } from './timecard-figures.js';
import { mayOnTimecard, type TimecardAction } from './timecards.policy.js';

/**
 * The timecard's life: open → submitted (the employee's attestation) → approved (their manager or
 * an admin, once the period has ended and nothing blocks it; the figures are frozen) and back to
 * open by an admin with a reason (docs/payroll-rules.md). Each transition takes the timecard's
 * row lock first, as every edit of its days does (timecard-lock.ts), and is audited.
 */

interface Request {
  actor: Actor;
  requestId: string;
}

const blocked = (message: string, blockers: string[]) =>
  new HttpError(409, message, {}, false, undefined, { blockers });

async function transition(
  ctx: AppContext,
  req: Request,
  userId: number,
  periodStart: string,
  action: TimecardAction,
  apply: (card: {
    row: TimecardRow;
    compute: () => ReturnType<typeof computeTimecards>;
    now: Date;
    timeZone: string;
  }) => Promise<{ changes: Partial<TimecardRow>; reason: string | null }>,
) {
  const period = periodStartingOn(periodStart);
  const person = await findPerson(ctx.db, userId);
  if (!person || !mayOnTimecard(req.actor, 'view', person)) throw forbidden(MSG.forbidden);
  if (!mayOnTimecard(req.actor, action, person)) {
    throw forbidden(action === 'approve' && req.actor.id === userId ? MSG.timecardOwnApproval : MSG.forbidden);
  }
  const settings = await getPayrollSettings(ctx.db);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const iso = now.toISOString();
    const row = await lockTimecard(trx, ctx.dialect, userId, { start: period.start_date, end: period.end_date }, iso);
    const compute = () => computeTimecards(trx, settings, [person], period, now);
    const { changes, reason } = await apply({ row, compute, now, timeZone: settings.timeZone });
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

/** POST …/submit/: the employee attests the period's hours; their days must all be closed. */
export function submitTimecard(ctx: AppContext, req: Request, userId: number, periodStart: string) {
  return transition(ctx, req, userId, periodStart, 'submit', async ({ row, compute, now, timeZone }) => {
    if (row.status === 'approved') throw conflict(MSG.timecardAlreadyApproved);
    const [card] = await compute();
    const blockers: TimecardBlocker[] = (card?.blockers ?? []).filter((b) => b === 'open_shift' || b === 'missing_day');
    // The attestation covers the whole period: from its last day on.
    if (localDateOf(now, timeZone) < row.period_end) blockers.unshift('period_not_ended');
    if (blockers.length > 0) throw blocked(MSG.timecardNotSubmittable, blockers);
    return {
      changes: { status: 'submitted', submitted_at: now.toISOString(), submitted_by: req.actor.id },
      reason: 'I certify these hours are complete and accurate',
    };
  });
}

/** POST …/approve/: refused with every blocker listed; the figures are frozen into the row. */
export function approveTimecard(ctx: AppContext, req: Request, userId: number, periodStart: string) {
  return transition(ctx, req, userId, periodStart, 'approve', async ({ row, compute, now }) => {
    if (row.status === 'approved') throw conflict(MSG.timecardAlreadyApproved);
    const [card] = await compute();
    if (!card) throw forbidden(MSG.forbidden);
    if (card.blockers.length > 0) throw blocked(MSG.timecardNotApprovable, card.blockers);
    return {
      changes: {
        status: 'approved',
        approved_at: now.toISOString(),
        approved_by: req.actor.id,
        worked_seconds: card.workedSeconds,
        regular_seconds: card.regularSeconds,
        overtime_seconds: card.overtimeSeconds,
        gross_pay_cents: card.grossPayCents,
      },
      reason: null,
    };
  });
}

/** POST …/reopen/: an admin returns a submitted or approved timecard to open, with a reason. */
export function reopenTimecard(ctx: AppContext, req: Request, userId: number, periodStart: string, reason: string) {
  return transition(ctx, req, userId, periodStart, 'reopen', async ({ row }) => {
    if (row.status === 'open') throw conflict(MSG.timecardNotReopenable);
    return {
      changes: {
        status: 'open',
        submitted_at: null,
        submitted_by: null,
        approved_at: null,
        approved_by: null,
        worked_seconds: null,
        regular_seconds: null,
        overtime_seconds: null,
        gross_pay_cents: null,
      },
      reason,
    };
  });
}
