import { MSG, plusDays } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import {
  type AdjustmentRow,
  insertAdjustment,
  readAdjustmentsOnOrBy,
  readApprovedBetween,
  unmarkAdjustmentsPaid,
  voidAdjustments,
} from './payroll.repository.js';
import { type TimecardRequest, transition } from './timecard-transition.js';

/**
 * POST …/reopen/: an admin returns a submitted or approved timecard to open, with a reason. The
 * period is then computed again at the current rates, so what other cards owe or paid on it must
 * not be paid twice (docs/payroll-rules.md, "A reopened period and its back pay"): what still waits
 * on it is voided, what later cards already paid on it is taken back from it, and what its own
 * approval paid waits again (or is voided, for a shared workweek's difference it will compute again).
 */
export function reopenTimecard(
  ctx: AppContext,
  req: TimecardRequest,
  userId: number,
  periodStart: string,
  reason: string,
) {
  return transition(ctx, req, userId, periodStart, 'reopen', async ({ trx, row, now }) => {
    if (row.status === 'open') throw conflict(MSG.timecardNotReopenable);
    if (row.status === 'approved') {
      await settleOnReopen(trx, { userId, periodStart, actorId: req.actor.id, at: now, requestId: req.requestId });
    }
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
        adjustment_cents: null,
        paid_settings: null,
      },
      reason,
    };
  });
}

interface Reopening {
  userId: number;
  periodStart: string;
  actorId: number;
  at: Date;
  requestId: string;
}

const sum = (rows: readonly AdjustmentRow[]) => rows.reduce((total, r) => total + r.cents, 0);

/** The pay_adjustments side of reopening an approved card, each change with its audit row. */
async function settleOnReopen(trx: Executor, reopening: Reopening): Promise<void> {
  const { userId, periodStart, actorId, requestId } = reopening;
  const at = reopening.at.toISOString();
  const audit = (entityId: number, before: unknown, after: unknown) =>
    writeAudit(trx, {
      actorId,
      action: before === null ? 'create' : 'update',
      entity: 'pay_adjustment',
      entityId,
      before,
      after,
      at: reopening.at,
      requestId,
    });
  const rows = await readAdjustmentsOnOrBy(trx, userId, periodStart);
  const owedOn = rows.filter((r) => r.period_start === periodStart);
  // 1. Owed on it and still waiting: its recomputation at the current rates pays it instead.
  const waiting = owedOn.filter((r) => r.paid_in_period_start === null);
  const voided = { voided_by: actorId, voided_at: at, void_reason: 'period_reopened' };
  await voidAdjustments(
    trx,
    waiting.map((r) => r.id),
    voided,
  );
  for (const r of waiting) await audit(r.id, r, { ...r, ...voided });
  // 2. Owed on it and already paid (by later cards, or taken back by its own earlier approval): its
  // recomputation pays its days in full, so it carries the net of them back, as a row of its own.
  const paid = owedOn.filter((r) => r.paid_in_period_start !== null);
  const net = sum(paid);
  if (net !== 0) {
    const takeBack = {
      user_id: userId,
      period_start: periodStart,
      cents: -net,
      reason: 'already_paid',
      created_by: actorId,
      created_at: at,
    };
    const id = await insertAdjustment(trx, takeBack);
    await audit(id, null, { ...takeBack, paid_elsewhere: paid.map((r) => r.id) });
  }
  // 3. Paid by its approval: the approval no longer stands. Back pay (and a take-back) waits again;
  // a shared workweek's difference on a neighbour still approved is voided, since this card computes
  // it again while open (on a neighbour reopened since, it waits, beside that neighbour's take-back).
  const paidHere = rows.filter((r) => r.paid_in_period_start === periodStart);
  const owedElsewhere = paidHere.filter((r) => r.reason === 'shared_workweek' && r.period_start !== periodStart);
  const approved = await approvedAmong(trx, userId, owedElsewhere);
  const recomputed = owedElsewhere.filter((r) => approved.has(`${userId} ${r.period_start}`));
  const payerVoid = { voided_by: actorId, voided_at: at, void_reason: 'payer_reopened' };
  await voidAdjustments(
    trx,
    recomputed.map((r) => r.id),
    payerVoid,
  );
  for (const r of recomputed) await audit(r.id, r, { ...r, ...payerVoid });
  const again = paidHere.filter((r) => !recomputed.includes(r));
  await unmarkAdjustmentsPaid(
    trx,
    again.map((r) => r.id),
  );
  for (const r of again) await audit(r.id, r, { ...r, paid_in_period_start: null, paid_at: null });
}

/** Which of the periods some rows are owed on are approved ("user_id period_start"). */
async function approvedAmong(trx: Executor, userId: number, rows: readonly AdjustmentRow[]) {
  const starts = rows.map((r) => r.period_start).sort();
  const first = starts[0];
  const last = starts.at(-1);
  if (!first || !last) return new Set<string>();
  // readApprovedBetween is strict on both ends
  return readApprovedBetween(trx, [userId], plusDays(first, -1), plusDays(last, 1));
}
