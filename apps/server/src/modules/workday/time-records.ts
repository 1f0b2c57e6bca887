import { setImmediate as nextTurn } from 'node:timers/promises';
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
  TIME_RECORDS_PAGE_SIZE_DEFAULT,
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

/** Rows read and formatted at a time while a whole range is streamed (bounds the memory of one answer). */
const STREAM_BATCH_ROWS = 1000;

/** One report: everything but the rows, and the rows a batch at a time (one batch for a page). */
export interface TimeRecordsReport {
  head: Omit<AdminTimeRecords, 'records'>;
  paged: boolean;
  batches: () => AsyncGenerator<AdminTimeRecord[]>;
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
 * GET /api/admin/time-records (spec §2 Admin page, §3): the work days of the people the caller may
 * see within the range, newest date first and then by name, with server-computed status, lateness
 * and pay-period hours, the total number of rows and the summary figures (docs/performance.md).
 *
 * Nothing here grows with the range: the total comes from a count per date, the summary from
 * aggregates and today's rows, and the rows themselves are read one page, or one batch of about
 * STREAM_BATCH_ROWS whole dates, at a time.
 */
export async function timeRecords(ctx: AppContext, actor: Actor, query: TimeRecordsQuery): Promise<TimeRecordsReport> {
  if (actor.role === 'staff') throw forbidden(MSG.forbidden);
  const now = ctx.clock.now();
  const policy = await getWorkdayPolicy(ctx.db);
  const today = localDateOf(now, policy.timeZone);
  const range = parseDateRange(query, { from: today, to: today });
  const paged = query.page !== undefined || query.page_size !== undefined;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? TIME_RECORDS_PAGE_SIZE_DEFAULT;

  const everyone = await visiblePeople(ctx, actor);
  const department = query.department?.trim();
  const search = query.search?.trim().toLowerCase();
  const selected = everyone
    .filter((p) => !department || p.department === department)
    .filter((p) => !search || p.name.toLowerCase().includes(search) || p.email.toLowerCase().includes(search))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const people = new Map(selected.map((p) => [p.id, p]));
  const rank = new Map(selected.map((p, index) => [p.id, index]));
  // An admin who filters nothing sees every user's days: no list of ids is needed then.
  const everybody = actor.role === 'admin' && !department && !search;
  const ids = selected.map((p) => p.id);
  const daysBetween = (from: string, to: string) => {
    const days = ctx.db.selectFrom('work_days').where('work_date', '>=', from).where('work_date', '<=', to);
    if (everybody) return days;
    return ids.length > 0 ? days.where('user_id', 'in', ids) : days.where((eb) => eb.val(false));
  };

  // How many rows each date holds: the total, and where a page starts.
  const counts = (
    await daysBetween(range.from, range.to)
      .select((eb) => ['work_date', eb.fn.countAll<number | string>().as('n')])
      .groupBy('work_date')
      .execute()
  )
    .map((row) => ({ date: row.work_date, rows: Number(row.n) }))
    .sort((a, b) => b.date.localeCompare(a.date));
  const total = counts.reduce((sum, c) => sum + c.rows, 0);

  // Currently Working and Late Arrivals Today: today's days, and yesterday's for overnight shifts.
  let currentlyWorking = 0;
  let lateArrivals = 0;
  const recent = await daysBetween(shiftDate(today, -1), today)
    .select(['id', 'user_id', 'work_date', 'check_in_at', 'check_out_at', 'worked_minutes'])
    .execute();
  const workingNow = new Set<number>();
  for (const row of recent) {
    const person = people.get(row.user_id);
    if (!person) continue;
    if (workDayStatus(row, now, today) === 'In Progress' && !workingNow.has(row.user_id)) {
      workingNow.add(row.user_id);
      currentlyWorking++;
    }
    const late = isLate(
      new Date(row.check_in_at),
      policy.timeZone,
      person.scheduled_start ?? policy.defaultStart,
      policy.graceMinutes,
    );
    if (row.work_date === today && late) lateArrivals++;
  }

  // Avg Hours This Period: over the current pay period, whatever the range (schema description).
  const payPeriod = payPeriodFor(today);
  const periodWork = await daysBetween(payPeriod.start_date, payPeriod.end_date)
    .where('check_out_at', 'is not', null)
    .select((eb) => [
      eb.fn.sum<number | string | null>('worked_minutes').as('minutes'),
      eb.fn.count<number | string>('user_id').distinct().as('workers'),
    ])
    .executeTakeFirst();
  const workers = Number(periodWork?.workers ?? 0);
  const avgHours = workers === 0 ? 0 : minutesToHours(Number(periodWork?.minutes ?? 0) / workers);

  // Pay-period totals per person, read once per period the answered rows touch.
  const periodTotals = new Map<string, Map<number, number>>();
  const totalsFor = async (date: string) => {
    const period = payPeriodFor(date);
    let totals = periodTotals.get(period.start_date);
    if (!totals) {
      const sums = await daysBetween(period.start_date, period.end_date)
        .select((eb) => ['user_id', eb.fn.sum<number | string | null>('worked_minutes').as('minutes')])
        .groupBy('user_id')
        .execute();
      totals = new Map(sums.map((s) => [s.user_id, Number(s.minutes ?? 0)]));
      periodTotals.set(period.start_date, totals);
    }
    return totals;
  };

  /** The rows of whole dates `from`..`to`, in the report's order, presented. */
  const rowsOf = async (from: string, to: string): Promise<AdminTimeRecord[]> => {
    const rows: DayRow[] = await daysBetween(from, to)
      .select(['id', 'user_id', 'work_date', 'check_in_at', 'check_out_at', 'worked_minutes'])
      .execute();
    const inOrder = rows
      .filter((row) => people.has(row.user_id))
      .sort(
        (a, b) =>
          b.work_date.localeCompare(a.work_date) ||
          (rank.get(a.user_id) ?? 0) - (rank.get(b.user_id) ?? 0) ||
          a.id - b.id,
      );
    // Rows share a few dates: compute each date's period once.
    const periodOf = new Map<string, Map<number, number>>();
    for (const row of inOrder) {
      if (!periodOf.has(row.work_date)) periodOf.set(row.work_date, await totalsFor(row.work_date));
    }
    const records: AdminTimeRecord[] = [];
    for (const row of inOrder) {
      const person = people.get(row.user_id) as Person;
      const periodMinutes = periodOf.get(row.work_date) as Map<number, number>;
      const status = workDayStatus(row, now, today);
      const checkIn = new Date(row.check_in_at);
      const late = isLate(checkIn, policy.timeZone, person.scheduled_start ?? policy.defaultStart, policy.graceMinutes);
      const worked = row.worked_minutes ?? 0;
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
        biweekly_hours: minutesToHours(periodMinutes.get(row.user_id) ?? 0),
        target_hours: targetHours(person.target_minutes),
        employee: { id: person.id, name: person.name, email: person.email, department: person.department },
      });
    }
    return records;
  };

  let batches: () => AsyncGenerator<AdminTimeRecord[]>;
  if (paged) {
    // The dates holding rows offset..offset+pageSize, read together, then cut to the page.
    const offset = (page - 1) * pageSize;
    let before = 0;
    let skip = 0;
    const dates: string[] = [];
    for (const count of counts) {
      if (before + count.rows > offset && before < offset + pageSize) {
        if (dates.length === 0) skip = offset - before;
        dates.push(count.date);
      }
      before += count.rows;
    }
    const first = dates.at(-1);
    const last = dates[0];
    const rows = first && last ? (await rowsOf(first, last)).slice(skip, skip + pageSize) : [];
    batches = async function* () {
      yield rows;
    };
  } else {
    batches = async function* () {
      let index = 0;
      while (index < counts.length) {
        // Whole dates, newest first, until the batch holds about STREAM_BATCH_ROWS rows.
        const last = (counts[index] as { date: string }).date;
        let rows = 0;
        let first = last;
        while (index < counts.length && (rows === 0 || rows + (counts[index]?.rows ?? 0) <= STREAM_BATCH_ROWS)) {
          const count = counts[index] as { date: string; rows: number };
          rows += count.rows;
          first = count.date;
          index++;
        }
        yield await rowsOf(first, last);
        // Let other requests (and /healthz) in between batches: SQLite reads never leave the thread.
        await nextTurn();
      }
    };
  }

  const departments = await ctx.db.selectFrom('departments').select('name').orderBy('name').execute();
  const activeCount = selected.filter((p) => p.is_active === true || p.is_active === 1).length;
  return {
    head: {
      summary: { totalEmployees: activeCount, currentlyWorking, lateArrivals, avgHours },
      departments: departments.map((d) => d.name),
      start_date: range.from,
      end_date: range.to,
      total,
      page: paged ? page : 1,
      page_size: paged ? pageSize : total,
      pay_period: { start_date: payPeriod.start_date, end_date: payPeriod.end_date },
    },
    paged,
    batches,
  };
}

/** A paged report as one JSON value. */
export async function timeRecordsPage(report: TimeRecordsReport): Promise<AdminTimeRecords> {
  const records: AdminTimeRecord[] = [];
  for await (const batch of report.batches()) records.push(...batch);
  return { records, ...report.head };
}

/** A whole-range report as JSON text, a batch of rows at a time (the rows come last). */
export async function* timeRecordsJson(report: TimeRecordsReport): AsyncGenerator<string> {
  const head = JSON.stringify(report.head);
  yield `${head.slice(0, -1)},"records":[`;
  let first = true;
  for await (const batch of report.batches()) {
    if (batch.length === 0) continue;
    const text = JSON.stringify(batch);
    yield first ? text.slice(1, -1) : `,${text.slice(1, -1)}`;
    first = false;
  }
  yield ']}';
}
