import {
  type AdminWorkDay,
  type AdminWorkDayDetail,
  type AdminWorkDayListQuery,
  clockTime,
  displayDate,
  localDateOf,
  MSG,
  minutesToHours,
  OPEN_SHIFT_MAX_HOURS,
  type WorkDayCorrectionBody,
  workDayStatus,
} from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { conflict, found } from '../../lib/http-error.js';
import { contains, type ListKeys, listRecords } from '../../lib/list-page.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { dayCorrections } from '../corrections/day-corrections.js';
import { correctDayTimes } from '../corrections/day-times.js';
import { findPauses, getWorkdayPolicy, lockDay, type WorkDayListRow, workDaysQuery } from './workday.repository.js';

/** Every employee's work days (the admin console's `/api/admin/work-days`). */

const HOUR_MS = 3_600_000;

type DayRow = WorkDayListRow;

interface Clock {
  zone: string;
  now: Date;
  today: string;
}

async function clockOf(ctx: AppContext): Promise<Clock> {
  const now = ctx.clock.now();
  const { timeZone } = await getWorkdayPolicy(ctx.db);
  return { zone: timeZone, now, today: localDateOf(now, timeZone) };
}

function present(row: DayRow, c: Clock): AdminWorkDay {
  const worked = row.worked_minutes ?? 0;
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    work_date: row.work_date,
    date: displayDate(row.work_date),
    check_in: clockTime(new Date(row.check_in_at), c.zone),
    check_out: row.check_out_at ? clockTime(new Date(row.check_out_at), c.zone) : null,
    check_in_at: row.check_in_at,
    check_out_at: row.check_out_at,
    worked_minutes: worked,
    paused_minutes: row.paused_minutes,
    hours_worked: minutesToHours(worked),
    status: workDayStatus(row, c.now, c.today),
    corrected: Number(row.corrections ?? 0) > 0,
  };
}

/** GET /api/admin/work-days: user_id, start_date/end_date and status (as workDayStatus decides it). */
export async function listWorkDays(ctx: AppContext, query: AdminWorkDayListQuery & ListKeys) {
  const c = await clockOf(ctx);
  let base = workDaysQuery(ctx.db);
  if (query.id) base = base.where('w.id', 'in', query.id);
  if (query.user_id !== undefined) base = base.where('w.user_id', '=', query.user_id);
  if (query.start_date) base = base.where('w.work_date', '>=', query.start_date);
  if (query.end_date) base = base.where('w.work_date', '<=', query.end_date);
  if (query.q?.trim()) {
    const q = query.q;
    base = base.where((eb) => eb.or([contains('u.name', q), contains('u.email', q)]));
  }
  // Missing: open, from an earlier date, and checked in at least OPEN_SHIFT_MAX_HOURS ago (ADR 0008).
  const missingBefore = new Date(c.now.getTime() - OPEN_SHIFT_MAX_HOURS * HOUR_MS).toISOString();
  if (query.status === 'Completed') base = base.where('w.check_out_at', 'is not', null);
  if (query.status === 'Missing') {
    base = base
      .where('w.check_out_at', 'is', null)
      .where('w.work_date', '<', c.today)
      .where('w.check_in_at', '<=', missingBefore);
  }
  if (query.status === 'In Progress') {
    base = base
      .where('w.check_out_at', 'is', null)
      .where((eb) => eb.or([eb('w.work_date', '>=', c.today), eb('w.check_in_at', '>', missingBefore)]));
  }
  return listRecords(
    base,
    query,
    { id: 'w.id', work_date: 'w.work_date', user_id: 'w.user_id', check_in_at: 'w.check_in_at' },
    { sort: 'work_date', order: 'DESC', id: 'w.id' },
    (row) => present(row, c),
  );
}

async function detail(db: Executor, id: number, c: Clock): Promise<AdminWorkDayDetail> {
  const row = found(await workDaysQuery(db).where('w.id', '=', id).executeTakeFirst());
  const [pauses, corrections] = await Promise.all([findPauses(db, [id]), dayCorrections(db, id)]);
  return {
    ...present(row, c),
    pauses: pauses.map((p) => ({ id: p.id, paused_at: p.paused_at, resumed_at: p.resumed_at, reason: p.reason })),
    corrections,
  };
}

/** GET /api/admin/work-days/{id}: the day, its pauses and its corrections (original times kept). */
export async function getWorkDay(ctx: AppContext, id: number): Promise<AdminWorkDayDetail> {
  return detail(ctx.db, id, await clockOf(ctx));
}

/**
 * POST /api/admin/work-days/{id}/correct: sets new check-in/check-out instants with a reason. The
 * work date follows the new check-in (409 `shift_overlap` when the times meet another shift of the
 * employee, docs/decisions/0027-split-shifts.md); a
 * pause left open is closed at the new check-out; the minutes are recomputed over the day's pause
 * rows (ADR 0008); the times before and after are kept in work_day_corrections. The writing is the
 * corrections feature's (corrections/day-times.ts), shared with approved correction requests.
 */
export async function correctWorkDay(
  ctx: AppContext,
  id: number,
  body: WorkDayCorrectionBody,
  req: ChangeRequest,
): Promise<AdminWorkDayDetail> {
  const c = await clockOf(ctx);
  await auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const day = found(await lockDay(trx, id, ctx.dialect));
      await correctDayTimes(
        {
          trx,
          dialect: ctx.dialect,
          now,
          zone: c.zone,
          actorId: req.actor.id,
          audit,
          reason: body.reason,
          fields: { checkIn: 'check_in_at', checkOut: 'check_out_at' },
        },
        day,
        { checkIn: body.check_in_at ?? null, checkOut: body.check_out_at ?? null },
      );
    },
    // a simultaneous check-in or correction took the (user, date) first
    () => conflict(MSG.correctionDateTaken),
  );
  return detail(ctx.db, id, c);
}
