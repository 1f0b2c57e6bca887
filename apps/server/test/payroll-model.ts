/**
 * An independent model of the payroll rules (docs/payroll-rules.md, docs/product-rules.md §4, §9,
 * §10, ADR 0014, 0019, 0027), written from the documents; independent-payroll-model.test.ts checks
 * the real server's answers against it. It imports none of the production computations: time
 * zones come from `Intl.DateTimeFormat`, dates from `Date.UTC`, money from BigInt fractions of its
 * own.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
export function wallParts(zone: string, seconds: number) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]));
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
    s: Number(parts.second),
  };
}

/** Seconds the zone's wall clock is ahead of UTC at an instant. */
export function offsetAt(zone: string, seconds: number): number {
  const w = wallParts(zone, seconds);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) / 1000 - seconds;
}

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function localDate(zone: string, seconds: number): string {
  const w = wallParts(zone, seconds);
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

export const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
export const fromDayNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => fromDayNumber(dayNumber(date) + days);

const dayStarts = new Map<string, number>();
/** The first instant (epoch seconds) whose local date in the zone is `date`: a binary search. */
export function startOfDay(zone: string, date: string): number {
  const key = `${zone}|${date}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  let lo = dayNumber(date) * 86_400 - 16 * 3600; // no zone is more than 14 h ahead
  let hi = dayNumber(date) * 86_400 + 14 * 3600; // nor more than 12 h behind
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDate(zone, mid) >= date) hi = mid;
    else lo = mid + 1;
  }
  dayStarts.set(key, lo);
  return lo;
}

/** The first day of the workweek holding a date (0 = Sunday). */
export function weekStartOf(date: string, startDay: number): string {
  const dow = new Date(dayNumber(date) * 86_400_000).getUTCDay();
  return addDays(date, -((dow - startDay + 7) % 7));
}

/** 1st–14th, 15th–last day of the month (docs/product-rules.md §9). */
export function periodOf(date: string): { start: string; end: string } {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const ym = `${pad(y, 4)}-${pad(m)}`;
  return d <= 14 ? { start: `${ym}-01`, end: `${ym}-14` } : { start: `${ym}-15`, end: `${ym}-${pad(last)}` };
}

export interface Settings {
  zone: string;
  weekStartDay: number;
  thresholdHundredths: number;
  multiplierHundredths: number;
  rounding: 0 | 1 | 5 | 6 | 15;
}
export interface Rate {
  effective: string;
  cents: number;
}
/** A punched shift: instants in epoch milliseconds, as the server's clock read them. */
export interface RawShift {
  inMs: number;
  outMs: number | null;
  pauses: { startMs: number; endMs: number | null }[];
}

/** The rate of a day: the latest effective on or before it, the first one covering earlier days. */
export function rateOn(rates: readonly Rate[], date: string): number {
  const sorted = [...rates].sort((a, b) => a.effective.localeCompare(b.effective));
  let rate = sorted[0]?.cents ?? 0;
  for (const r of sorted) if (r.effective <= date) rate = r.cents;
  return rate;
}

/** Exact non-negative rationals. */
export interface Q {
  n: bigint;
  d: bigint;
}
export const bgcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};
export const q = (n: bigint, d: bigint): Q => {
  const g = bgcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
export const qAdd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
/** Half up to a whole number: floor(x + 1/2). */
export const qRoundHalfUp = (a: Q) => {
  const twice = 2n * a.n + a.d;
  return Number(twice / (2n * a.d));
};

/** Two-decimal hours from seconds, an exact half going up: s / 36 hundredths. */
export function hoursText(seconds: number): string {
  let hundredths = Math.floor(seconds / 36);
  if (2 * (seconds % 36) >= 36) hundredths += 1;
  return `${Math.floor(hundredths / 100)}.${pad(hundredths % 100)}`;
}

/** A punch rounded on the wall clock to the nearest step, a half going up; `exact` is false near an offset change. */
export function roundPunch(seconds: number, settings: Settings): { at: number; exact: boolean } {
  if (settings.rounding === 0) return { at: seconds, exact: true };
  const step = settings.rounding * 60;
  const offset = offsetAt(settings.zone, seconds);
  const wall = seconds + offset;
  const rem = ((wall % step) + step) % step;
  const roundedWall = rem * 2 >= step ? wall - rem + step : wall - rem;
  const at = roundedWall - offset;
  return { at, exact: offsetAt(settings.zone, at) === offset };
}

export interface ModelShift {
  date: string;
  closed: boolean;
  worked: number;
  paused: number;
  overtime: number;
  /** Without punch rounding: the day's own figures (ADR 0019). */
  rawWorked: number;
}
export interface Model {
  shifts: ModelShift[];
  weeks: Map<string, { worked: number; overtime: number }>;
  periods: Map<string, { worked: number; overtime: number; gross: number }>;
  /** false when a rounded punch lands across an offset change: the rule does not say which wall clock. */
  exact: boolean;
}

/**
 * The worked intervals of [inS, outS] (the punches, rounded or not) less the pauses clipped to it.
 * A pause still open at check-out ends at the check-out as recorded (`checkOutS`), not at the
 * rounded one: "a pause still open at check-out ends at check-out", and "pauses are not rounded".
 */
export function intervalsOf(
  inS: number,
  outS: number,
  pauses: RawShift['pauses'],
  checkOutS = outS,
): [number, number][] {
  if (outS <= inS) return [];
  const clipped = pauses
    .map((p): [number, number] => [
      Math.max(inS, Math.floor(p.startMs / 1000)),
      Math.min(outS, p.endMs === null ? checkOutS : Math.floor(p.endMs / 1000)),
    ])
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of clipped) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  const out: [number, number][] = [];
  let cursor = inS;
  for (const [a, b] of merged) {
    if (a > cursor) out.push([cursor, a]);
    cursor = b;
  }
  if (outS > cursor) out.push([cursor, outS]);
  return out;
}

export function model(raw: readonly RawShift[], rates: readonly Rate[], settings: Settings): Model {
  const threshold = settings.thresholdHundredths * 36;
  let exact = true;
  const shifts: ModelShift[] = [];
  const pieces: { shift: number; week: string; a: number; b: number; rate: number; period: string }[] = [];
  raw.forEach((r, index) => {
    const inS = Math.floor(r.inMs / 1000);
    const date = localDate(settings.zone, inS);
    if (r.outMs === null) {
      shifts.push({ date, closed: false, worked: 0, paused: 0, overtime: 0, rawWorked: 0 });
      return;
    }
    const outS = Math.floor(r.outMs / 1000);
    const rIn = roundPunch(inS, settings);
    const rOut = roundPunch(outS, settings);
    exact &&= rIn.exact && rOut.exact;
    const worked = intervalsOf(rIn.at, rOut.at, r.pauses, outS);
    const workedSeconds = worked.reduce((s, [a, b]) => s + b - a, 0);
    const rawWorked = intervalsOf(inS, outS, r.pauses).reduce((s, [a, b]) => s + b - a, 0);
    shifts.push({
      date,
      closed: true,
      worked: workedSeconds,
      paused: Math.max(0, rOut.at - rIn.at) - workedSeconds,
      overtime: 0,
      rawWorked,
    });
    for (const [a0, b] of worked) {
      let a = a0;
      while (a < b) {
        const week = weekStartOf(localDate(settings.zone, a), settings.weekStartDay);
        const boundary = startOfDay(settings.zone, addDays(week, 7));
        const stop = Math.min(b, boundary);
        pieces.push({ shift: index, week, a, b: stop, rate: rateOn(rates, date), period: periodOf(date).start });
        a = stop;
      }
    }
  });
  const weeks = new Map<string, { worked: number; overtime: number }>();
  const periods = new Map<string, { worked: number; overtime: number; pay: Q }>();
  const periodEntry = (start: string) => {
    let p = periods.get(start);
    if (!p) {
      p = { worked: 0, overtime: 0, pay: { n: 0n, d: 1n } };
      periods.set(start, p);
    }
    return p;
  };
  const weekNames = [...new Set(pieces.map((p) => p.week))].sort();
  for (const week of weekNames) {
    const list = pieces.filter((p) => p.week === week).sort((x, y) => x.a - y.a);
    let total = 0;
    let straight = 0n; // cent-seconds
    const overtimeByPeriod = new Map<string, number>();
    for (const p of list) {
      const seconds = p.b - p.a;
      const before = total;
      total += seconds;
      const overtime = Math.max(0, total - Math.max(threshold, before));
      straight += BigInt(seconds) * BigInt(p.rate);
      (shifts[p.shift] as ModelShift).overtime += overtime;
      overtimeByPeriod.set(p.period, (overtimeByPeriod.get(p.period) ?? 0) + overtime);
    }
    weeks.set(week, { worked: total, overtime: [...overtimeByPeriod.values()].reduce((s, x) => s + x, 0) });
    // premium = (multiplier − 1) × (straight ÷ hours) × overtime hours, in cents
    for (const [period, overtime] of overtimeByPeriod) {
      if (overtime === 0 || settings.multiplierHundredths <= 100) continue;
      const e = periodEntry(period);
      e.pay = qAdd(
        e.pay,
        q(BigInt(settings.multiplierHundredths - 100) * straight * BigInt(overtime), 100n * BigInt(total) * 3600n),
      );
    }
  }
  shifts.forEach((s) => {
    if (!s.closed) return;
    const e = periodEntry(periodOf(s.date).start);
    e.worked += s.worked;
    e.overtime += s.overtime;
    e.pay = qAdd(e.pay, q(BigInt(s.worked) * BigInt(rateOn(rates, s.date)), 3600n));
  });
  const out = new Map<string, { worked: number; overtime: number; gross: number }>();
  for (const [start, e] of periods)
    out.set(start, { worked: e.worked, overtime: e.overtime, gross: qRoundHalfUp(e.pay) });
  return { shifts, weeks, periods: out, exact };
}
