import { addMonths, endOfMonth, format, parseISO, startOfMonth } from 'date-fns';
import { buildLedger } from '../../modules/billing/billing-ledger.js';
import type { Executor } from '../database.js';

/**
 * Demo service authorizations (docs/billing-rules.md, "Service authorizations"), so that the
 * billing export and the attendance pages show all three cases on a fresh demo:
 * - most clients: each service code they attend under is authorised from the month of their first
 *   record to two months after the last, with a quarter more units than the demo records use;
 * - the second client (by client code) is authorised for fewer units than it used, so its latest
 *   signed records are "beyond the authorised units" and its pages warn;
 * - the last client has no authorization, so its records are listed as "no authorization".
 * Runs after the signatures (used units come from signed records).
 */
export async function seedServiceAuthorizations(trx: Executor, options: { now: Date }): Promise<void> {
  const attendance = await trx
    .selectFrom('client_attendance')
    .select(({ fn }) => [fn.min('date').as('first'), fn.max('date').as('last')])
    .executeTakeFirst();
  if (!attendance?.first || !attendance.last) return;
  const first = String(attendance.first);
  const last = String(attendance.last);
  const ledger = await buildLedger(trx, { clientIds: null, from: first, to: last });
  // signed units per client and code
  const used = new Map<string, { clientId: number; code: string; units: number }>();
  for (const record of ledger.records.values()) {
    if (record.units === 0) continue;
    const key = `${record.client_id}|${record.service}`;
    const entry = used.get(key) ?? { clientId: record.client_id, code: record.service, units: 0 };
    if (record.signed) entry.units += record.units;
    used.set(key, entry);
  }
  const clients = await trx.selectFrom('clients').select(['id', 'client_code']).orderBy('client_code').execute();
  if (clients.length === 0) return;
  const tight = clients.length > 1 ? clients[1]?.id : undefined;
  const unauthorised = clients.at(-1)?.id;
  const admin = await trx.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
  const start = format(startOfMonth(parseISO(first)), 'yyyy-MM-dd');
  const end = format(endOfMonth(addMonths(parseISO(last), 2)), 'yyyy-MM-dd');
  const codeOf = new Map(clients.map((c) => [c.id, c.client_code]));
  const rows = [...used.values()]
    .filter((entry) => entry.clientId !== unauthorised)
    .sort((a, b) => a.clientId - b.clientId || a.code.localeCompare(b.code))
    .map((entry, index) => ({
      client_id: entry.clientId,
      service_code: entry.code,
      authorization_number: `AZ-PA-${String(26_000 + index * 7).padStart(6, '0')}-${codeOf.get(entry.clientId) ?? entry.clientId}`,
      units:
        entry.clientId === tight
          ? Math.max(1, Math.floor(entry.units * 0.85))
          : Math.max(4, Math.ceil(entry.units * 1.25)),
      start_date: start,
      end_date: end,
      created_by: admin?.id ?? null,
      created_at: options.now.toISOString(),
    }));
  if (rows.length > 0) await trx.insertInto('service_authorizations').values(rows).execute();
}
