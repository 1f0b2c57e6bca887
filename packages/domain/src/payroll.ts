import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { type LocalDate, localDateOf, payPeriodFor } from './dates.js';

/**
 * Payroll-grade time: exact seconds, punch rounding, FLSA workweek overtime and gross pay.
 * The rules are written out in docs/payroll-rules.md; this file is their one implementation.
 * Everything is integer arithmetic: seconds as numbers, money as BigInt fractions of a cent
 * until the single half-up rounding of a timecard's gross pay.
 */

/** Punch rounding steps an organisation may choose (0 = none). */
export const ROUNDING_STEPS = [0, 1, 5, 6, 15] as const;
export type RoundingMinutes = (typeof ROUNDING_STEPS)[number];

export interface PayrollSettings {
  timeZone: string;
  /** 0 = Sunday … 6 = Saturday; the workweek starts at 00:00 of that day in the zone. */
  workweekStartDay: number;
  /** Overtime threshold in hundredths of an hour (40 h = 4000). */
  overtimeThresholdHundredths: number;
  /** Overtime multiplier in hundredths (1.5 = 150). */
  overtimeMultiplierHundredths: number;
  roundingMinutes: RoundingMinutes;
}

export const DEFAULT_PAYROLL_SETTINGS: Omit<PayrollSettings, 'timeZone'> = {
  workweekStartDay: 0,
  overtimeThresholdHundredths: 4000,
  overtimeMultiplierHundredths: 150,
  roundingMinutes: 0,
};

export interface PauseInput {
  start: Date;
  end: Date | null;
}

export interface ShiftInput {
  id: string | number;
  /** The local date of the check-in: the shift's day, pay period and rate (docs/payroll-rules.md). */
  workDate: LocalDate;
  checkIn: Date;
  /** An open shift counts for nothing until it is closed. */
  checkOut: Date | null;
  pauses: readonly PauseInput[];
}

export interface RateInput {
  effectiveDate: LocalDate;
  rateCents: number;
}

/** Whole seconds since the epoch; instants are kept to the second (docs/payroll-rules.md). */
const toSeconds = (instant: Date) => Math.floor(instant.getTime() / 1000);

/**
 * Rounds a punch to the nearest step on the organisation's wall clock, an exact half going up
 * (15-minute steps: 7:07:29 → 7:00, 7:07:30 → 7:15). Step 0 only drops the milliseconds.
 */
export function roundPunch(instant: Date, minutes: RoundingMinutes, timeZone: string): Date {
  const seconds = toSeconds(instant);
  if (minutes === 0) return new Date(seconds * 1000);
  const offset = tzOffset(timeZone, new Date(seconds * 1000)) * 60;
  const step = minutes * 60;
  const local = seconds + offset;
  const rounded = Math.floor((local + step / 2) / step) * step;
  return new Date((rounded - offset) * 1000);
}

type Interval = [start: number, end: number];

/** The worked intervals of a closed shift (epoch seconds): rounded punches less merged, clipped pauses. */
export function workedIntervals(shift: ShiftInput, settings: PayrollSettings): Interval[] {
  if (!shift.checkOut) return [];
  const start = toSeconds(roundPunch(shift.checkIn, settings.roundingMinutes, settings.timeZone));
  const end = toSeconds(roundPunch(shift.checkOut, settings.roundingMinutes, settings.timeZone));
  if (end <= start) return [];
  const pauses = shift.pauses
    .map(({ start: s, end: e }): Interval => [Math.max(start, toSeconds(s)), Math.min(end, e ? toSeconds(e) : end)])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const worked: Interval[] = [];
  let cursor = start;
  for (const [s, e] of pauses) {
    if (s > cursor) worked.push([cursor, s]);
    cursor = Math.max(cursor, e);
  }
  if (end > cursor) worked.push([cursor, end]);
  return worked;
}

const length = ([s, e]: Interval) => e - s;

/** The first day of the workweek holding a local date. */
export function workweekStart(date: LocalDate, workweekStartDay: number): LocalDate {
  const day = new Date(`${date}T12:00:00Z`);
  const back = (day.getUTCDay() - workweekStartDay + 7) % 7;
  return format(addDays(new Date(`${date}T12:00:00`), -back), 'yyyy-MM-dd');
}

/** The instant a local date begins in the zone (epoch seconds). */
function startOfLocalDate(date: LocalDate, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.floor(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime() / 1000);
}

const nextDate = (date: LocalDate, days: number) => format(addDays(new Date(`${date}T12:00:00`), days), 'yyyy-MM-dd');

/**
 * Remembered answers of the date arithmetic the computation repeats for every shift (formatting
 * through date-fns and TZDate cost tens of microseconds a call: 500 timecards took seconds;
 * bench/timecards.mjs, docs/performance.md). Each is a pure function of its key; a cache is
 * dropped whole when it grows past a bound.
 */
function remembered<K, V>(compute: (key: K) => V, bound = 50_000): (key: K) => V {
  let cache = new Map<K, V>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (cache.size >= bound) cache = new Map();
    cache.set(key, value);
    return value;
  };
}

const QUARTER_HOUR = 900;
/**
 * The local date of an instant (epoch seconds), remembered per zone and quarter hour: zone offsets
 * and their changes fall on quarter hours, so a local date never changes inside one. The date is
 * checked at both ends of the quarter hour; one that did change inside it is not remembered.
 */
const quarterDate = remembered((key: string) => {
  const [zone, bucket] = key.split('|') as [string, string];
  const start = Number(bucket) * QUARTER_HOUR;
  const first = localDateOf(new Date(start * 1000), zone);
  const last = localDateOf(new Date((start + QUARTER_HOUR - 1) * 1000), zone);
  return first === last ? first : null;
});
function localDateAt(seconds: number, timeZone: string): LocalDate {
  return (
    quarterDate(`${timeZone}|${Math.floor(seconds / QUARTER_HOUR)}`) ?? localDateOf(new Date(seconds * 1000), timeZone)
  );
}
const weekOf = remembered((key: string) => {
  const [date, day] = key.split('|') as [string, string];
  return workweekStart(date, Number(day));
});
const weekEnd = remembered((key: string) => {
  const [week, zone] = key.split('|') as [string, string];
  return startOfLocalDate(nextDate(week, 7), zone);
});
/** The first day of the pay period holding a date (docs/payroll-rules.md). */
const periodStartOf = remembered((date: LocalDate) => payPeriodFor(date).start_date);

/** Splits an interval at the workweek boundaries it crosses; each piece names its week. */
function splitByWeek(interval: Interval, settings: PayrollSettings): { week: LocalDate; piece: Interval }[] {
  const pieces: { week: LocalDate; piece: Interval }[] = [];
  let [cursor] = interval;
  const end = interval[1];
  while (cursor < end) {
    const week = weekOf(`${localDateAt(cursor, settings.timeZone)}|${settings.workweekStartDay}`);
    const boundary = weekEnd(`${week}|${settings.timeZone}`);
    const stop = Math.min(end, boundary);
    pieces.push({ week, piece: [cursor, stop] });
    cursor = stop;
  }
  return pieces;
}

/** The rate in effect on a day: the latest effective on or before it; the first rate covers earlier days. */
export function rateOn(rates: readonly RateInput[], date: LocalDate): number {
  if (rates.length === 0) return 0;
  const sorted = [...rates].sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1));
  let rate = sorted[0]?.rateCents ?? 0;
  for (const r of sorted) if (r.effectiveDate <= date) rate = r.rateCents;
  return rate;
}

/** A non-negative fraction of a cent, kept exact until the one rounding. */
interface Fraction {
  num: bigint;
  den: bigint;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
function add(a: Fraction, b: Fraction): Fraction {
  const num = a.num * b.den + b.num * a.den;
  const den = a.den * b.den;
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}
/** Half-up rounding of a non-negative fraction to a whole number. */
const roundHalfUp = ({ num, den }: Fraction) => Number((2n * num + den) / (2n * den));

export interface ShiftFigures {
  id: string | number;
  workDate: LocalDate;
  checkIn: Date;
  checkOut: Date | null;
  workedSeconds: number;
  pausedSeconds: number;
  overtimeSeconds: number;
}

export interface WeekFigures {
  weekStart: LocalDate;
  workedSeconds: number;
  overtimeSeconds: number;
}

export interface PeriodFigures {
  periodStart: LocalDate;
  periodEnd: LocalDate;
  workedSeconds: number;
  regularSeconds: number;
  overtimeSeconds: number;
  grossPayCents: number;
}

export interface PayrollFigures {
  shifts: ShiftFigures[];
  weeks: WeekFigures[];
  periods: PeriodFigures[];
}

/**
 * One employee's figures over a set of shifts. Pass every shift of every workweek that overlaps
 * the periods wanted, so that overtime is counted over whole weeks (docs/payroll-rules.md).
 */
export function computePayroll(
  shifts: readonly ShiftInput[],
  rates: readonly RateInput[],
  settings: PayrollSettings,
): PayrollFigures {
  const threshold = settings.overtimeThresholdHundredths * 36;
  // the rate of each date, looked up once per date
  const rateByDate = new Map<LocalDate, number>();
  const rateFor = (date: LocalDate) => {
    let rate = rateByDate.get(date);
    if (rate === undefined) {
      rate = rateOn(rates, date);
      rateByDate.set(date, rate);
    }
    return rate;
  };
  const premiumHundredths = BigInt(Math.max(0, settings.overtimeMultiplierHundredths - 100));
  const figures = new Map<string | number, ShiftFigures>();
  const pieces: { shift: ShiftInput; week: LocalDate; piece: Interval }[] = [];
  for (const shift of shifts) {
    const worked = workedIntervals(shift, settings);
    const workedSeconds = worked.reduce((sum, i) => sum + length(i), 0);
    const span = shift.checkOut
      ? Math.max(
          0,
          toSeconds(roundPunch(shift.checkOut, settings.roundingMinutes, settings.timeZone)) -
            toSeconds(roundPunch(shift.checkIn, settings.roundingMinutes, settings.timeZone)),
        )
      : 0;
    figures.set(shift.id, {
      id: shift.id,
      workDate: shift.workDate,
      checkIn: shift.checkIn,
      checkOut: shift.checkOut,
      workedSeconds,
      pausedSeconds: span - workedSeconds,
      overtimeSeconds: 0,
    });
    for (const interval of worked) for (const p of splitByWeek(interval, settings)) pieces.push({ shift, ...p });
  }

  // Per week, in time order: the seconds after the threshold is crossed are overtime.
  const byWeek = new Map<LocalDate, typeof pieces>();
  for (const p of pieces) {
    const list = byWeek.get(p.week) ?? [];
    list.push(p);
    byWeek.set(p.week, list);
  }
  const weeks: WeekFigures[] = [];
  const periodTotals = new Map<LocalDate, { worked: number; overtime: number; pay: Fraction }>();
  const periodOf = (date: LocalDate) => {
    const start = periodStartOf(date);
    let total = periodTotals.get(start);
    if (!total) {
      total = { worked: 0, overtime: 0, pay: { num: 0n, den: 1n } };
      periodTotals.set(start, total);
    }
    return total;
  };
  for (const [week, list] of [...byWeek.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    list.sort((a, b) => a.piece[0] - b.piece[0]);
    let total = 0;
    let straight = 0n; // cent-seconds: seconds × cents an hour
    const overtimeByPeriod = new Map<LocalDate, number>();
    let weekOvertime = 0;
    for (const { shift, piece } of list) {
      const seconds = length(piece);
      const overtime = Math.max(0, Math.min(seconds, total + seconds - threshold));
      total += seconds;
      weekOvertime += overtime;
      straight += BigInt(seconds) * BigInt(rateFor(shift.workDate));
      const f = figures.get(shift.id);
      if (f) f.overtimeSeconds += overtime;
      const period = periodStartOf(shift.workDate);
      if (overtime > 0) overtimeByPeriod.set(period, (overtimeByPeriod.get(period) ?? 0) + overtime);
    }
    weeks.push({ weekStart: week, workedSeconds: total, overtimeSeconds: weekOvertime });
    // The premium: (multiplier − 1) × regular rate (straight pay ÷ hours) × overtime hours, in the
    // period where those overtime seconds fall (29 CFR 778.115 for the regular rate).
    for (const [period, overtime] of overtimeByPeriod) {
      const premium: Fraction = {
        num: premiumHundredths * straight * BigInt(overtime),
        den: 100n * BigInt(total) * 3600n,
      };
      const p = periodOf(period);
      p.pay = add(p.pay, premium);
    }
  }
  // Straight-time pay per period in whole cent-seconds (seconds × cents an hour), divided once.
  const straightByPeriod = new Map<LocalDate, bigint>();
  for (const f of figures.values()) {
    const p = periodOf(f.workDate);
    p.worked += f.workedSeconds;
    p.overtime += f.overtimeSeconds;
    const start = periodStartOf(f.workDate);
    straightByPeriod.set(
      start,
      (straightByPeriod.get(start) ?? 0n) + BigInt(f.workedSeconds) * BigInt(rateFor(f.workDate)),
    );
  }
  for (const [start, centSeconds] of straightByPeriod) {
    const p = periodOf(start);
    p.pay = add(p.pay, { num: centSeconds, den: 3600n });
  }
  const periods = [...periodTotals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([start, t]) => ({
      periodStart: start,
      periodEnd: payPeriodFor(start).end_date,
      workedSeconds: t.worked,
      regularSeconds: t.worked - t.overtime,
      overtimeSeconds: t.overtime,
      grossPayCents: roundHalfUp(t.pay),
    }));
  return { shifts: [...figures.values()], weeks, periods };
}

/** Hours with two decimals from exact seconds, rounded once, an exact half going up (5,382 s → "1.50"). */
export function hoursFromSeconds(seconds: number): string {
  const hundredths = Math.floor((2 * seconds + 36) / 72);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
