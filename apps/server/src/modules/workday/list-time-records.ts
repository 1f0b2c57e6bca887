import {
  type AdminTimeRecord,
  type AdminTimeRecords,
  clockTime,
  displayDate,
  isLate,
  isWorkingDay,
  localDateOf,
  pausedMillis,
  payPeriodFor,
  plusDays,
  secondsToHours,
  storedWorkedSeconds,
  TIME_RECORDS_PAGE_SIZE_DEFAULT,
  type TimeRecordsQuery,
  targetHours,
  workDayStatus,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { openExceptionsPerDay } from '../location-trust/count-open-exceptions.js';
import { listDepartmentNames } from '../organisation/list-department-names.js';
import { parseDateRange } from './date-range.js';
import { breathe, readTogether, reportRead } from './report-pacing.js';
import { seesEveryone } from './workday.policy.js';
import { firstShiftIds } from './workday.presenter.js';
import {
  findPauses,
  getWorkdayPolicy,
  monitoredPeople,
  type WorkdayPolicy,
  workDaysBetween,
  workedSecondsSql,
} from './workday.repository.js';

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
  worked_seconds: number | null;
  check_in_offline: boolean | number;
  check_out_offline: boolean | number;
  /** open location exceptions of the day (issue 13) */
  open_exceptions: number | string | null;
}

/** Days counted per query: a year counted at once held SQLite's (synchronous) thread for ~30 ms. */
const COUNT_CHUNK_DAYS = 31;
/** Up to this many people, a pay-period total is read for the people on the page only. */
const FEW_PEOPLE = 100;

/** One report: everything but the rows, and the rows a batch at a time (one batch for a page). */
export interface TimeRecordsReport {
  head: Omit<AdminTimeRecords, 'records'>;
  paged: boolean;
  batches: () => AsyncGenerator<AdminTimeRecord[]>;
}

/** Who the caller may monitor: admins everyone, managers the people who report to them (docs/product-rules.md §6). */
async function visiblePeople(ctx: AppContext, actor: Actor): Promise<Person[]> {
  return monitoredPeople(ctx.db, seesEveryone(actor) ? null : actor.id);
}

/**
 * GET /api/admin/time-records (docs/product-rules.md §2 Admin page, §3): the work days of the people the caller may
 * see within the range, newest date first and then by name, with server-computed status, lateness
 * and pay-period hours, the total number of rows and the summary figures (docs/performance.md).
 *
 * Nothing here grows with the range: the total comes from a count per date, the summary from
 * aggregates and today's rows, and the rows themselves are read a date at a time, for one page or,
 * for a whole range, streamed as they are read.
 */
export async function timeRecords(ctx: AppContext, actor: Actor, query: TimeRecordsQuery): Promise<TimeRecordsReport> {
  const now = ctx.clock.now();
  // What depends on nothing else, together (one round trip on PostgreSQL).
  const [policy, everyone, departments] = await readTogether<[WorkdayPolicy, Person[], string[]]>(ctx.dialect, [
    () => getWorkdayPolicy(ctx.db),
    () => visiblePeople(ctx, actor),
    () => listDepartmentNames(ctx.db),
  ]);
  const today = localDateOf(now, policy.timeZone);
  const range = parseDateRange(query, { from: today, to: today });
  const paged = query.page !== undefined || query.page_size !== undefined;
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? TIME_RECORDS_PAGE_SIZE_DEFAULT;

  const department = query.department?.trim();
  const search = query.search?.trim().toLowerCase();
  const selected = everyone
    .filter((p) => !department || p.department === department)
    .filter((p) => !search || p.name.toLowerCase().includes(search) || p.email.toLowerCase().includes(search))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const people = new Map(selected.map((p) => [p.id, p]));
  const rank = new Map(selected.map((p, index) => [p.id, index]));
  // An admin who filters nothing sees every user's days: no list of ids is needed then.
  const everybody = seesEveryone(actor) && !department && !search;
  const ids = selected.map((p) => p.id);
  const daysBetween = (from: string, to: string) => workDaysBetween(ctx.db, from, to, everybody ? null : ids);

  // How many rows each date holds: the total, and where a page starts.
  const countRows = async () => {
    const counts: { date: string; rows: number }[] = [];
    for (let from = range.from; from <= range.to; from = plusDays(from, COUNT_CHUNK_DAYS)) {
      const to = [plusDays(from, COUNT_CHUNK_DAYS - 1), range.to].sort()[0] as string;
      const chunk = await reportRead(() =>
        daysBetween(from, to)
          .select((eb) => ['work_date', eb.fn.countAll<number | string>().as('n')])
          .groupBy('work_date')
          .execute(),
      );
      for (const row of chunk) counts.push({ date: row.work_date, rows: Number(row.n) });
      if (to < range.to) await breathe();
    }
    return counts.sort((a, b) => b.date.localeCompare(a.date));
  };
  // Avg Hours This Period: over the current pay period, whatever the range (schema description).
  const payPeriod = payPeriodFor(today);
  // The counts, today's days and yesterday's open ones (overnight shifts) and the current pay
  // period's hours, read together: the three depend only on the range, today and the people.
  const [counts, recent, periodWork] = await readTogether(ctx.dialect, [
    countRows,
    () =>
      daysBetween(plusDays(today, -1), today)
        // a finished day of yesterday is neither working now nor an arrival today: not read
        .where((eb) => eb.or([eb('work_date', '=', today), eb('check_out_at', 'is', null)]))
        .select(['id', 'user_id', 'work_date', 'check_in_at', 'check_out_at', 'worked_minutes'])
        .execute(),
    () =>
      daysBetween(payPeriod.start_date, payPeriod.end_date)
        .where('check_out_at', 'is not', null)
        .select((eb) => [
          eb.fn.sum<number | string | null>(workedSecondsSql).as('seconds'),
          eb.fn.count<number | string>('user_id').distinct().as('workers'),
        ])
        .executeTakeFirst(),
  ]);
  const total = counts.reduce((sum, c) => sum + c.rows, 0);

  // Currently Working and Late Arrivals Today: today's days, and yesterday's for overnight shifts.
  let currentlyWorking = 0;
  let lateArrivals = 0;
  const workingNow = new Set<number>();
  // Late is the day's first shift only: a split shift's later check-in is not an arrival (ADR 0027).
  const firstToday = firstShiftIds(recent.filter((row) => row.work_date === today));
  for (const row of recent) {
    const person = people.get(row.user_id);
    if (!person) continue;
    if (workDayStatus(row, now, today) === 'In Progress' && !workingNow.has(row.user_id)) {
      workingNow.add(row.user_id);
      currentlyWorking++;
    }
    const late =
      isWorkingDay(row.work_date, policy.workingDays) &&
      isLate(
        new Date(row.check_in_at),
        policy.timeZone,
        person.scheduled_start ?? policy.defaultStart,
        policy.graceMinutes,
      );
    if (firstToday.has(row.id) && late) lateArrivals++;
  }

  const workers = Number(periodWork?.workers ?? 0);
  // total ÷ workers ÷ 3600 in hundredths, rounded half up once, in integers (ADR 0019)
  const periodSeconds = Number(periodWork?.seconds ?? 0);
  const avgHours = workers === 0 ? 0 : Math.floor((2 * periodSeconds + 36 * workers) / (72 * workers)) / 100;

  // Pay-period totals per person: for a few people, theirs only; else everyone's, once per period.
  const periodTotals = new Map<string, Map<number, number>>();
  const totalsFor = async (date: string, of: number[]) => {
    const period = payPeriodFor(date);
    const few = of.length <= FEW_PEOPLE;
    let totals = few ? undefined : periodTotals.get(period.start_date);
    if (!totals) {
      let sums = daysBetween(period.start_date, period.end_date);
      if (few) sums = of.length > 0 ? sums.where('user_id', 'in', of) : sums.where((eb) => eb.val(false));
      const rows = await reportRead(() =>
        sums
          .select((eb) => ['user_id', eb.fn.sum<number | string | null>(workedSecondsSql).as('seconds')])
          .groupBy('user_id')
          .execute(),
      );
      totals = new Map(rows.map((r) => [r.user_id, Number(r.seconds ?? 0)]));
      if (!few) periodTotals.set(period.start_date, totals);
      await breathe();
    }
    return totals;
  };

  /** The rows of one date in the report's order, presented; `cut` keeps only part of them. */
  const rowsOn = async (date: string, cut?: { skip: number; take: number }): Promise<AdminTimeRecord[]> => {
    const rows: DayRow[] = await reportRead(() =>
      daysBetween(date, date)
        .leftJoin(openExceptionsPerDay(ctx.db).as('open'), 'open.work_day_id', 'work_days.id')
        .select([
          'id',
          'user_id',
          'work_date',
          'check_in_at',
          'check_out_at',
          'worked_minutes',
          'worked_seconds',
          'check_in_offline',
          'check_out_offline',
          'open.n as open_exceptions',
        ])
        .execute(),
    );
    await breathe();
    const sorted = rows
      .filter((row) => people.has(row.user_id))
      .sort((a, b) => (rank.get(a.user_id) ?? 0) - (rank.get(b.user_id) ?? 0) || a.id - b.id);
    const inOrder = cut ? sorted.slice(cut.skip, cut.skip + cut.take) : sorted;
    const periodSeconds = await totalsFor(
      date,
      inOrder.map((row) => row.user_id),
    );
    const firsts = firstShiftIds(rows);
    const statuses = new Map(inOrder.map((row) => [row.id, workDayStatus(row, now, today)]));
    // the shifts still running: their time so far, as the employee's dashboard shows it
    const running = inOrder.filter((row) => statuses.get(row.id) === 'In Progress');
    const pauses =
      running.length > 0
        ? await findPauses(
            ctx.db,
            running.map((row) => row.id),
          )
        : [];
    const soFar = new Map(
      running.map((row) => {
        const checkIn = new Date(row.check_in_at);
        const own = pauses.filter((pause) => pause.work_day_id === row.id);
        const millis = Math.max(0, now.getTime() - checkIn.getTime() - pausedMillis(own, checkIn, now));
        return [row.id, Math.floor(millis / 1000)] as const;
      }),
    );
    const records: AdminTimeRecord[] = [];
    for (const row of inOrder) {
      const person = people.get(row.user_id) as Person;
      const status = statuses.get(row.id) ?? workDayStatus(row, now, today);
      const checkIn = new Date(row.check_in_at);
      const late =
        firsts.has(row.id) &&
        isWorkingDay(row.work_date, policy.workingDays) &&
        isLate(checkIn, policy.timeZone, person.scheduled_start ?? policy.defaultStart, policy.graceMinutes);
      const worked = row.worked_minutes ?? 0;
      const seconds = storedWorkedSeconds(row);
      records.push({
        id: row.id,
        date: displayDate(row.work_date),
        work_date: row.work_date,
        check_in: clockTime(checkIn, policy.timeZone),
        check_out: row.check_out_at ? clockTime(new Date(row.check_out_at), policy.timeZone) : null,
        check_in_at: row.check_in_at,
        check_out_at: row.check_out_at,
        hours_worked: secondsToHours(seconds),
        worked_minutes: worked,
        worked_seconds: seconds,
        status,
        late,
        biweekly_hours: secondsToHours(periodSeconds.get(row.user_id) ?? 0),
        biweekly_seconds: periodSeconds.get(row.user_id) ?? 0,
        target_hours: targetHours(person.target_minutes),
        employee: { id: person.id, name: person.name, email: person.email, department: person.department },
        open_location_exceptions: Number(row.open_exceptions ?? 0),
        recorded_offline: toBool(row.check_in_offline) || toBool(row.check_out_offline),
        running_seconds: soFar.get(row.id) ?? null,
      });
    }
    return records;
  };

  let batches: () => AsyncGenerator<AdminTimeRecord[]>;
  if (paged) {
    // The dates holding rows offset..offset+pageSize, each read and cut to its part of the page.
    const offset = (page - 1) * pageSize;
    let before = 0;
    const rows: AdminTimeRecord[] = [];
    for (const count of counts) {
      if (before + count.rows > offset && before < offset + pageSize) {
        const skip = Math.max(0, offset - before);
        rows.push(...(await rowsOn(count.date, { skip, take: pageSize - rows.length })));
      }
      before += count.rows;
    }
    batches = async function* () {
      yield rows;
    };
  } else {
    // A date at a time, newest first, each sent before the next is read.
    batches = async function* () {
      for (const count of counts) yield await rowsOn(count.date);
    };
  }

  const activeCount = selected.filter((p) => p.is_active === true || p.is_active === 1).length;
  return {
    head: {
      summary: { totalEmployees: activeCount, currentlyWorking, lateArrivals, avgHours },
      departments,
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
