import { type LocationCheck, localDateOf, MSG, type OfflineInput } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { inOneTrip } from '../../db/prepared.js';
import type { WorkDayRow } from '../../db/schema.js';
import { type EffectiveTime, effectiveTime } from '../../lib/action-time.js';
import { conflict, unauthorized } from '../../lib/http-error.js';
import type { locationColumns } from '../../lib/location.js';
import { auditInsert } from '../audit/audit.repository.js';
import {
  checkWorkDayLocation,
  judgeWorkDayLocation,
  recordJudged,
  type WorkDayLocationRules,
  workDayLocationRulesOf,
  workDayLocationsRead,
} from '../location-trust/check-work-day-location.js';
import { recordOfflineAction } from '../location-trust/record-offline-action.js';
import { assertDayEditable } from '../payroll/assert-day-editable.js';
import type { PresentContext } from './workday.presenter.js';
import {
  type Employee,
  findLatestDay,
  findPolicyAndEmployee,
  lockDay,
  type WorkdayPolicy,
} from './workday.repository.js';

/**
 * What the employee's clock actions (check-in.ts, check-out.ts, pause-work-day.ts,
 * resume-work-day.ts) and own reads share: the moment of the action, the shift being worked and
 * what every clock action writes after its row.
 */

export interface ClockRequest {
  actor: Actor;
  requestId: string;
}

export interface Moment {
  /** The action's effective instant: the device's for an accepted offline action (docs/offline.md). */
  now: Date;
  time: EffectiveTime;
  policy: WorkdayPolicy;
  /** The organisation-local date of `now`: the work date of a check-in. */
  today: string;
  /** The organisation-local date of the server's clock, for presenting. */
  serverToday: string;
  employee: Employee;
}

export async function moment(ctx: AppContext, actor: Actor, body?: OfflineInput): Promise<Moment> {
  // a signed-in actor brought them with its session read (plugins/auth.ts)
  const found = actor.workday ?? (await findPolicyAndEmployee(ctx.db, actor.id));
  if (!found) throw unauthorized(MSG.sessionEnded);
  const { policy, employee } = found;
  const time = await effectiveTime(ctx, body);
  const today = localDateOf(time.at, policy.timeZone);
  return {
    now: time.at,
    time,
    policy,
    employee,
    today,
    // the same instant unless the action was queued offline
    serverToday: time.receivedAt === time.at ? today : localDateOf(time.receivedAt, policy.timeZone),
  };
}

export function presentContext(m: Moment): PresentContext {
  return { policy: m.policy, scheduledStart: m.employee.scheduled_start, now: m.time.receivedAt, today: m.serverToday };
}

/** An offline action is put before a manager in the exception queue (ADR 0023). */
async function flagOffline(
  trx: Parameters<typeof recordOfflineAction>[0],
  m: Moment,
  action: ClockAction,
  workDayId: number,
  loc: ReturnType<typeof locationColumns>,
): Promise<void> {
  if (!m.time.offline) return;
  await recordOfflineAction(trx, { action, userId: m.employee.id, workDayId, at: m.now }, loc, m.time.receivedAt);
}

export type ClockAction = 'check_in' | 'check_out' | 'pause' | 'resume';

/**
 * What every clock action writes after its row: the audit entry, the offline flag (ADR 0023) and
 * the location check of the device's fix, in that order; answers the location check.
 */
export async function recordClockAction(
  trx: Parameters<typeof recordOfflineAction>[0],
  step: {
    m: Moment;
    req: ClockRequest;
    loc: ReturnType<typeof locationColumns>;
    /** The location rules when the action read them already (check-in.ts). */
    rules?: WorkDayLocationRules;
  },
  action: ClockAction,
  workDayId: number,
  change: { before?: unknown; after: unknown },
): Promise<LocationCheck> {
  const { m, req, loc } = step;
  const audit = auditInsert({
    actorId: req.actor.id,
    action,
    entity: 'work_day',
    entityId: workDayId,
    ...change,
    requestId: req.requestId,
    at: m.time.receivedAt,
  });
  const ref = { action, userId: req.actor.id, workDayId, at: m.now };
  if (m.time.offline) {
    await inOneTrip(trx, [audit]);
    await flagOffline(trx, m, action, workDayId, loc);
    return checkWorkDayLocation(trx, ref, loc, step.rules);
  }
  // The audit row and the location rules (unless the action read them) in one trip, then the
  // exception when the fix is flagged; with the rules read already, the audit row and the
  // exception go together (db/prepared.ts inOneTrip, ADR 0042).
  if (!step.rules) {
    const [, rows] = await inOneTrip(trx, [audit, workDayLocationsRead(ref.userId)]);
    return recordJudged(trx, judgeWorkDayLocation(ref, loc, workDayLocationRulesOf(rows)));
  }
  const judged = judgeWorkDayLocation(ref, loc, step.rules);
  const [, created] = await inOneTrip(trx, [audit, judged.insert]);
  return judged.answer(created[0]?.id ?? null);
}

/**
 * The shift a user is working now: their latest work day while it is still open, however long
 * ago it began. A shift across midnight is closed by its worker and belongs to the day it
 * started; Missing only flags it for the manager and never locks the worker out (docs/product-rules.md §10).
 * Once a later day has been started, an older open day is left for an administrator to correct.
 */
export async function currentShift(db: Executor, userId: number): Promise<WorkDayRow | undefined> {
  const latest = await findLatestDay(db, userId);
  return latest && latest.check_out_at === null ? latest : undefined;
}

/**
 * The shift being worked, locked for the rest of the transaction (before a pause or a resume is
 * written): 409 `timecard_locked` when its timecard is approved (the timecard lock first, as in
 * every writer of a work day, ADR 0014); 409 with `refusal` when no shift is open.
 */
export async function lockCurrentShift(
  trx: Executor,
  ctx: AppContext,
  step: { m: Moment; req: ClockRequest },
  refusal: string,
): Promise<WorkDayRow> {
  const { m, req } = step;
  const open = await currentShift(trx, req.actor.id);
  if (open) await assertDayEditable(trx, ctx.dialect, req.actor.id, open.work_date, m.time.receivedAt, true);
  const locked = open && (await lockDay(trx, open.id, ctx.dialect));
  if (!locked || locked.check_out_at) throw conflict(refusal, true);
  return locked;
}
