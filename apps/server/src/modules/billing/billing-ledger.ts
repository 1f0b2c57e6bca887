import {
  type AuthorizationAsOf,
  authorizationAsOf,
  authorizationWarning,
  type BillingStatus,
  billingStatus,
  billRecords,
  type RecordAuthorization,
  type RecordUnits,
  type ServiceRule,
} from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import type { ServiceAuthorizationRow } from '../../db/schema.js';
import {
  type BillingAttendanceRow,
  type ClientDates,
  listBillingAttendance,
  listOverlappingAuthorizations,
  loadServiceRules,
} from './billing.repository.js';

/**
 * Units, amounts, signatures and authorizations of attendance records (docs/billing-rules.md).
 * Units are counted over every record of a client's day (the daily cap goes in time order), and an
 * authorization's used units over every signed record in its whole range, so the records loaded
 * reach past the ones asked about: each client's records from the earliest to the latest date the
 * range asked about or that client's authorizations touch.
 */
export interface BilledRecord extends BillingAttendanceRow, RecordUnits {
  authorization: ServiceAuthorizationRow | null;
  /**
   * The units the export bills: those of a signed record inside its authorization, spent by the
   * authorization's signed records in time order from its start (so records before a range use
   * units too); 0 when unsigned or unauthorised.
   */
  billable_units: number;
  billing_status: BillingStatus;
}

export interface BillingLedger {
  rules: Map<string, ServiceRule>;
  records: Map<number, BilledRecord>;
  /** Units of the signed records within each authorization's range, by authorization id. */
  usedUnits: Map<number, number>;
  /** Each covered record's authorization as of that record (every record counted in time order), by record id. */
  asOf: Map<number, AuthorizationAsOf>;
}

const CLIENT_LIST_MAX = 500;

/** Records in the order their units are spent: date, time in, id. */
export const inTimeOrder = (a: BillingAttendanceRow, b: BillingAttendanceRow) =>
  a.date.localeCompare(b.date) || a.time_in.localeCompare(b.time_in) || a.id - b.id;

/** The authorization a record falls under: same client and code, date in range; the latest start wins. */
function coveringAuthorization(
  byClient: Map<number, ServiceAuthorizationRow[]>,
  record: Pick<BillingAttendanceRow, 'client_id' | 'service' | 'date'>,
): ServiceAuthorizationRow | null {
  let best: ServiceAuthorizationRow | null = null;
  for (const auth of byClient.get(record.client_id) ?? []) {
    if (auth.service_code !== record.service || auth.start_date > record.date || auth.end_date < record.date) continue;
    if (!best || auth.start_date > best.start_date || (auth.start_date === best.start_date && auth.id > best.id)) {
      best = auth;
    }
  }
  return best;
}

/**
 * The authorizations a ledger needs and the dates of each client it reads (docs/billing-rules.md,
 * "Service authorizations"): an authorization's used units need every record of its range and
 * every authorization that takes some of them (one starting later covers its own dates), so the
 * range asked about widens to the authorizations found, and is looked at again, until none reaches
 * further. A client's figures depend only on its own records and authorizations, so each client
 * widens on its own: one client's multi-year authorization widens that client's read, not every
 * client's. Answers the authorizations found and the reads of the records: the range asked about,
 * and a wider one for each set of clients widened alike.
 */
async function readAuthorizations(
  db: Executor,
  asked: ClientDates,
): Promise<{ authorizations: ServiceAuthorizationRow[]; reads: ClientDates[] }> {
  const found = new Map<number, ServiceAuthorizationRow>();
  const wider = new Map<number, { from: string; to: string }>();
  let reads: ClientDates[] = [asked];
  while (reads.length > 0) {
    const widened = new Map<number, { from: string; to: string }>();
    for (const auth of await listOverlappingAuthorizations(db, reads)) {
      found.set(auth.id, auth);
      const range = widened.get(auth.client_id) ?? wider.get(auth.client_id) ?? asked;
      const next = { from: range.from, to: range.to };
      if (auth.start_date < next.from) next.from = auth.start_date;
      if (auth.end_date > next.to) next.to = auth.end_date;
      if (next.from !== range.from || next.to !== range.to) widened.set(auth.client_id, next);
    }
    for (const [clientId, range] of widened) wider.set(clientId, range);
    // only the clients that widened are looked at again, over their new range
    reads = sameRanges(widened);
  }
  return {
    authorizations: [...found.values()].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id),
    reads: [asked, ...sameRanges(wider)],
  };
}

/** Clients with their ranges as reads, one per distinct range. */
function sameRanges(ranges: Map<number, { from: string; to: string }>): ClientDates[] {
  const reads = new Map<string, { clientIds: number[]; from: string; to: string }>();
  for (const [clientId, { from, to }] of ranges) {
    const key = `${from}|${to}`;
    const read = reads.get(key);
    if (read) read.clientIds.push(clientId);
    else reads.set(key, { clientIds: [clientId], from, to });
  }
  return [...reads.values()];
}

/**
 * Bills every record of `clientIds` (null: all clients) that could matter for [from, to]: the
 * records of the range and, client by client, those of the authorizations overlapping it.
 */
export async function buildLedger(
  db: Executor,
  scope: { clientIds: readonly number[] | null; from: string; to: string },
): Promise<BillingLedger> {
  // Past this many clients one unfiltered read is cheaper (and safer for bind limits) than a list.
  const clientIds = scope.clientIds && new Set(scope.clientIds).size > CLIENT_LIST_MAX ? null : scope.clientIds;
  const [rules, { authorizations, reads }] = await Promise.all([
    loadServiceRules(db),
    readAuthorizations(db, { clientIds, from: scope.from, to: scope.to }),
  ]);
  const rows = await listBillingAttendance(db, reads);
  const units = billRecords(rows, rules);
  const byClient = new Map<number, ServiceAuthorizationRow[]>();
  for (const auth of authorizations) {
    const list = byClient.get(auth.client_id);
    if (list) list.push(auth);
    else byClient.set(auth.client_id, [auth]);
  }
  const records = new Map<number, BilledRecord>();
  const usedUnits = new Map<number, number>(authorizations.map((auth) => [auth.id, 0]));
  const covered = new Map<number, { id: number; units: number }[]>(authorizations.map((auth) => [auth.id, []]));
  for (const row of [...rows].sort(inTimeOrder)) {
    const billed = units.get(row.id) ?? { units: 0, amount_cents: 0, rate_cents: 0, status: 'unknown_code' as const };
    const authorization = coveringAuthorization(byClient, row);
    if (authorization) covered.get(authorization.id)?.push({ id: row.id, units: billed.units });
    let billable = 0;
    if (authorization && row.signed) {
      const used = usedUnits.get(authorization.id) ?? 0;
      billable = Math.max(0, Math.min(billed.units, authorization.units - used));
      usedUnits.set(authorization.id, used + billed.units);
    }
    const status = billingStatus(
      { status: billed.status, units: billed.units, signed: row.signed, authorised: authorization !== null },
      billable,
    );
    records.set(row.id, { ...row, ...billed, authorization, billable_units: billable, billing_status: status });
  }
  const asOf = new Map<number, AuthorizationAsOf>();
  for (const auth of authorizations) {
    for (const [id, figures] of authorizationAsOf(auth.units, covered.get(auth.id) ?? [])) asOf.set(id, figures);
  }
  return { rules, records, usedUnits, asOf };
}

/** The billing fields of one record as the attendance and timesheet answers carry them. */
export interface RecordBilling {
  units: number;
  amount_cents: number;
  billing_status: BillingStatus;
  signed: boolean;
  authorization: RecordAuthorization | null;
}

const NOT_FOUND: RecordBilling = {
  units: 0,
  amount_cents: 0,
  billing_status: 'unknown_code',
  signed: false,
  authorization: null,
};

export function recordBilling(ledger: BillingLedger, id: number): RecordBilling {
  const record = ledger.records.get(id);
  if (!record) return NOT_FOUND;
  const auth = record.authorization;
  let authorization: RecordAuthorization | null = null;
  if (auth) {
    const used = ledger.usedUnits.get(auth.id) ?? 0;
    authorization = {
      id: auth.id,
      number: auth.authorization_number,
      units: auth.units,
      used_units: used,
      remaining_units: auth.units - used,
      warning: authorizationWarning(auth.units, used, record),
      // as of this record's own service (every record of the authorization up to it, in time order)
      ...(ledger.asOf.get(record.id) ?? {
        used_units_as_of: 0,
        remaining_units_as_of: auth.units,
        warning_as_of: null,
      }),
    };
  }
  return {
    units: record.units,
    amount_cents: record.amount_cents,
    billing_status: record.billing_status,
    signed: record.signed,
    authorization,
  };
}
