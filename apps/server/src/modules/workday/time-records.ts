import {
  type AdminTimeRecord,
  type AdminTimeRecords,
  clockTime,
  displayDate,
  isLate,
  localDateOf,
  MSG,
  minutesToHours,
  payPeriodFor,
  type TimeRecordsQuery,
  targetHours,
  workDayStatus,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { forbidden } from '../../lib/http-error.js';
import { parseDateRange, shiftDate } from './date-range.js';
import { getWorkdayPolicy } from './workday.repository.js';

interface Person {
  id: number;
  name: string;
  email: string;
  department: string | null;
  scheduled_start: string | null;
  target_minutes: number | null;
  is_active: boolean | number;
}

interface DayRow {
  id: number;
  user_id: number;
  work_date: string;
  check_in_at: string;
  check_out_at: string | null;
  worked_minutes: number | null;
}

/** Who the caller may monitor: admins everyone, managers the people who report to them (DESIGN §1). */
async function visiblePeople(ctx: AppContext, actor: Actor): Promise<Person[]> {
  let query = ctx.db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'departments.name as department',
      'users.scheduled_start',
      'users.target_minutes',
      'users.is_active',
    ]);
  if (actor.role !== 'admin') query = query.where('users.manager_id', '=', actor.id);
  return query.execute();
}

/**
 * GET /api/admin/time-records (spec §2 Admin page, §3): every work day of the people the caller
 * may see within the range, with server-computed status, lateness and pay-period hours, and the
 * summary figures. One indexed range read over work_days; the arithmetic is done here.
 */
export async function timeRecords(ctx: AppContext, actor: Actor, query: TimeRecordsQuery): Promise<AdminTimeRecords> {
  if (actor.role === 'staff') throw forbidden(MSG.forbidden);
  const now = ctx.clock.now();
  const policy = await getWorkdayPolicy(ctx.db);
  const today = localDateOf(now, policy.timeZone);
  const range = parseDateRange(query, { from: today, to: today });

  const everyone = await visiblePeople(ctx, actor);
  const department = query.department?.trim();
  const search = query.search?.trim().toLowerCase();
  const people = new Map(
    everyone
      .filter((p) => !department || p.department === department)
      .filter((p) => !search || p.name.toLowerCase().includes(search) || p.email.toLowerCase().includes(search))
      .map((p) => [p.id, p]),
  );

  // Pay-period totals need whole periods, so the read widens to the periods the range touches,
  // and to yesterday for overnight shifts still in progress.
  const readFrom = [payPeriodFor(range.from).start_date, shiftDate(today, -1)].sort()[0] as string;
  const readTo = [payPeriodFor(range.to).end_date, today].sort()[1] as string;
  let days = ctx.db
    .selectFrom('work_days')
    .select(['id', 'user_id', 'work_date', 'check_in_at', 'check_out_at', 'worked_minutes'])
    .where('work_date', '>=', readFrom)
    .where('work_date', '<=', readTo);
  if (actor.role !== 'admin') {
    const ids = everyone.map((p) => p.id);
    days = ids.length > 0 ? days.where('user_id', 'in', ids) : days.where((eb) => eb.val(false));
  }
  const rows = (await days.execute()).filter((row: DayRow) => people.has(row.user_id));

  // Rows share a few dozen dates: compute each date's period once.
  const periods = new Map<string, string>();
  const periodOf = (date: string) => {
    let start = periods.get(date);
    if (start === undefined) {
      start = payPeriodFor(date).start_date;
      periods.set(date, start);
    }
    return start;
  };
  const periodMinutes = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.user_id}:${periodOf(row.work_date)}`;
    periodMinutes.set(key, (periodMinutes.get(key) ?? 0) + (row.worked_minutes ?? 0));
  }

  let currentlyWorking = 0;
  let lateArrivals = 0;
  const workingNow = new Set<number>();
  const records: AdminTimeRecord[] = [];
  let rangeMinutes = 0;
  const workedInRange = new Set<number>();
  for (const row of rows) {
    const person = people.get(row.user_id) as Person;
    const status = workDayStatus(row, now, today);
    const checkIn = new Date(row.check_in_at);
    const late = isLate(checkIn, policy.timeZone, person.scheduled_start ?? policy.defaultStart, policy.graceMinutes);
    if (status === 'In Progress' && !workingNow.has(row.user_id)) {
      workingNow.add(row.user_id);
      currentlyWorking++;
    }
    if (row.work_date === today && late) lateArrivals++;
    if (row.work_date < range.from || row.work_date > range.to) continue;
    const worked = row.worked_minutes ?? 0;
    if (row.check_out_at) {
      rangeMinutes += worked;
      workedInRange.add(row.user_id);
    }
    records.push({
      id: row.id,
      date: displayDate(row.work_date),
      work_date: row.work_date,
      check_in: clockTime(checkIn, policy.timeZone),
      check_out: row.check_out_at ? clockTime(new Date(row.check_out_at), policy.timeZone) : null,
      check_in_at: row.check_in_at,
      check_out_at: row.check_out_at,
      hours_worked: minutesToHours(worked),
      worked_minutes: worked,
      status,
      late,
      biweekly_hours: minutesToHours(
        periodMinutes.get(`${row.user_id}:${payPeriodFor(row.work_date).start_date}`) ?? 0,
      ),
      target_hours: targetHours(person.target_minutes),
      employee: { id: person.id, name: person.name, email: person.email, department: person.department },
    });
  }
  records.sort(
    (a, b) => b.work_date.localeCompare(a.work_date) || a.employee.name.localeCompare(b.employee.name) || a.id - b.id,
  );

  const departments = await ctx.db.selectFrom('departments').select('name').orderBy('name').execute();
  const activeCount = [...people.values()].filter((p) => p.is_active === true || p.is_active === 1).length;
  return {
    records,
    summary: {
      totalEmployees: activeCount,
      currentlyWorking,
      lateArrivals,
      avgHours: workedInRange.size === 0 ? 0 : minutesToHours(rangeMinutes / workedInRange.size),
    },
    departments: departments.map((d) => d.name),
    start_date: range.from,
    end_date: range.to,
  };
}
