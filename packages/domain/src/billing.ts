/**
 * Billable units of client attendance records (issue 14, docs/billing-rules.md, ADR 0016). A
 * service code says how its minutes become units and what one unit is paid; the amount is always
 * units × rate in integer cents. Everything here is pure so that server, web and property tests
 * share one definition.
 */
import { careTimeMinutes } from './care.js';

export const UNIT_KINDS = ['minutes15', 'hourly', 'daily'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** The billing rule of one service code (a `service_codes` row). */
export interface ServiceRule {
  code: string;
  unit_kind: UnitKind;
  /** Cents paid for one unit. */
  rate_cents: number;
  /** hourly: minutes in one unit (default 15). */
  increment_minutes: number | null;
  /** hourly: most minutes billed for one client on one date over the capped codes (null: no cap). */
  daily_cap_minutes: number | null;
  /** daily: minutes a visit needs to bill its one unit. */
  min_minutes: number | null;
}

export const DEFAULT_INCREMENT_MINUTES = 15;

/** Share of an authorization at which the pages warn (80 %). */
export const AUTHORIZATION_WARNING_PERCENT = 80;

/**
 * CMS 8-minute rule on one record's minutes: under 8 → 0, 8–22 → 1, 23–37 → 2, then one more unit
 * every further 15 minutes.
 */
export function minutes15Units(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes < 8) return 0;
  return Math.floor((Math.floor(minutes) - 8) / 15) + 1;
}

/**
 * Hourly codes bill whole increments: minutes rounded to the nearest increment, an exact half going
 * up (7.5 of 15 → 1). Integer arithmetic: floor((2m + inc) / 2inc).
 */
export function incrementUnits(minutes: number, increment: number = DEFAULT_INCREMENT_MINUTES): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  const inc = Math.max(1, Math.floor(increment));
  return Math.floor((2 * Math.floor(minutes) + inc) / (2 * inc));
}

/** Daily codes: one unit when the visit lasted at least the minimum (and at least a minute). */
export function dailyUnits(minutes: number, minMinutes: number | null): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return minutes >= (minMinutes ?? 0) ? 1 : 0;
}

/** Minutes between `HH:MM` times; 0 without an end, with an end not after the start, or unreadable. */
export function recordMinutes(timeIn: string | null | undefined, timeOut: string | null | undefined): number {
  const from = careTimeMinutes(timeIn);
  const to = careTimeMinutes(timeOut);
  if (from === null || to === null || to <= from) return 0;
  return to - from;
}

/** One attendance record as the unit rules read it. */
export interface BillableRecord {
  id: number;
  client_id: number;
  /** YYYY-MM-DD */
  date: string;
  time_in: string;
  time_out: string | null;
  service: string;
  absent: boolean;
}

/** How a record's units were counted (before signatures and authorizations are looked at). */
export const UNIT_STATUSES = ['billed', 'no_show', 'in_progress', 'no_units', 'capped', 'unknown_code'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/**
 * What happens to a record's units in the billing export (docs/billing-rules.md): the unit statuses,
 * and, for a record with units, unsigned (no author signature), no_authorization (no authorization
 * covers its client, code and date) or exceeded (its authorization ran out before some or all of
 * its units). Only billed and capped records are billed in full.
 */
export const BILLING_STATUSES = [...UNIT_STATUSES, 'unsigned', 'no_authorization', 'exceeded'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/**
 * The billing status of one record: its unit status when it has no units, else whether the export
 * bills it (signed, authorised, and `billableUnits` of its `units` left in the authorization).
 */
export function billingStatus(
  record: { status: UnitStatus; units: number; signed: boolean; authorised: boolean },
  billableUnits: number,
): BillingStatus {
  if (record.units === 0) return record.status;
  if (!record.signed) return 'unsigned';
  if (!record.authorised) return 'no_authorization';
  if (billableUnits < record.units) return 'exceeded';
  return record.status;
}

export interface RecordUnits {
  units: number;
  amount_cents: number;
  rate_cents: number;
  /**
   * billed: units > 0 as counted; capped: the daily cap removed some or all units; no_show: absent,
   * bills nothing; in_progress: no time out yet; no_units: too short for a unit; unknown_code: the
   * service has no service_codes row.
   */
  status: UnitStatus;
}

/** Uncapped units of one record under its rule (absent and open records bill none). */
export function rawUnits(record: Pick<BillableRecord, 'time_in' | 'time_out' | 'absent'>, rule: ServiceRule): number {
  if (record.absent) return 0;
  const minutes = recordMinutes(record.time_in, record.time_out);
  switch (rule.unit_kind) {
    case 'minutes15':
      return minutes15Units(minutes);
    case 'hourly':
      return incrementUnits(minutes, rule.increment_minutes ?? DEFAULT_INCREMENT_MINUTES);
    case 'daily':
      return dailyUnits(minutes, rule.min_minutes);
  }
}

/** Records of one client and date in time order (time in, then id). */
const inTimeOrder = (a: BillableRecord, b: BillableRecord) => a.time_in.localeCompare(b.time_in) || a.id - b.id;

/**
 * Units and amount of every record. Records are one delivery each; for hourly codes with a daily cap
 * a client's records of one date are taken in time order and each bills at most what is left of its
 * code's cap after the capped hourly records before it (in minutes, whole increments only).
 */
export function billRecords(
  records: readonly BillableRecord[],
  rules: ReadonlyMap<string, ServiceRule>,
): Map<number, RecordUnits> {
  const out = new Map<number, RecordUnits>();
  const days = new Map<string, BillableRecord[]>();
  for (const record of records) {
    const key = `${record.client_id}|${record.date}`;
    const list = days.get(key);
    if (list) list.push(record);
    else days.set(key, [record]);
  }
  for (const day of days.values()) {
    let cappedMinutesUsed = 0;
    for (const record of [...day].sort(inTimeOrder)) {
      const rule = rules.get(record.service);
      if (!rule) {
        out.set(record.id, { units: 0, amount_cents: 0, rate_cents: 0, status: 'unknown_code' });
        continue;
      }
      const bill = (units: number, status: UnitStatus): RecordUnits => ({
        units,
        amount_cents: units * rule.rate_cents,
        rate_cents: rule.rate_cents,
        status,
      });
      if (record.absent) {
        out.set(record.id, bill(0, 'no_show'));
        continue;
      }
      if (!record.time_out) {
        out.set(record.id, bill(0, 'in_progress'));
        continue;
      }
      let units = rawUnits(record, rule);
      let status: UnitStatus = units > 0 ? 'billed' : 'no_units';
      if (rule.unit_kind === 'hourly' && rule.daily_cap_minutes !== null) {
        const increment = Math.max(1, rule.increment_minutes ?? DEFAULT_INCREMENT_MINUTES);
        const leftUnits = Math.max(0, Math.floor((rule.daily_cap_minutes - cappedMinutesUsed) / increment));
        if (units > leftUnits) {
          units = leftUnits;
          status = 'capped';
        }
        cappedMinutesUsed += units * increment;
      }
      out.set(record.id, bill(units, status));
    }
  }
  return out;
}

export type AuthorizationWarning = 'near_limit' | 'exceeded';

/**
 * The warning for one record against its authorization: `used` counts the signed records' units;
 * an unsigned record is added to it as if signed (what it would use). At or over 80 % → near_limit;
 * over the authorised units → exceeded; null otherwise.
 */
export function authorizationWarning(
  authorised: number,
  usedBySigned: number,
  record: { units: number; signed: boolean },
): AuthorizationWarning | null {
  return usageWarning(authorised, usedBySigned + (record.signed ? 0 : record.units));
}

/**
 * The warning for `used` of `authorised` units: over them → exceeded; at or over 80 % → near_limit
 * (integer arithmetic, no rounding); null otherwise.
 */
export function usageWarning(authorised: number, used: number): AuthorizationWarning | null {
  if (used > authorised) return 'exceeded';
  if (used * 100 >= authorised * AUTHORIZATION_WARNING_PERCENT) return 'near_limit';
  return null;
}

/** What an authorization has used and has left as of one of its records (docs/billing-rules.md). */
export interface AuthorizationAsOf {
  used_units_as_of: number;
  remaining_units_as_of: number;
  warning_as_of: AuthorizationWarning | null;
}

/**
 * An authorization as of each of its records: `records` are the records it covers, in the order
 * their units are spent (date, time in, id). Every record's units count as used from its own
 * service on, signed or not (an unsigned record is counted as what it will use, as
 * `authorizationWarning` does), so the units left go down record by record and the last record's
 * figure is what the authorization has left after every record delivered so far.
 */
export function authorizationAsOf(
  authorised: number,
  records: readonly { id: number; units: number }[],
): Map<number, AuthorizationAsOf> {
  const out = new Map<number, AuthorizationAsOf>();
  let used = 0;
  for (const record of records) {
    used += record.units;
    out.set(record.id, {
      used_units_as_of: used,
      remaining_units_as_of: authorised - used,
      warning_as_of: usageWarning(authorised, used),
    });
  }
  return out;
}

/** Cents as a plain decimal dollar figure: 12345 → "123.45", -5 → "-0.05". */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
