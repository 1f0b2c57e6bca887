import type { Executor } from '../../db/database.js';
import { buildLedger, type RecordBilling, recordBilling } from './billing-ledger.js';

/**
 * Adds the billing fields to presented attendance records (GET/POST/PATCH /api/attendance/, the
 * timesheet): one ledger over their clients and dates.
 */
export async function withBilling<T extends { id: number; client_id: number }>(
  db: Executor,
  records: readonly (T & { date_iso: string })[],
): Promise<(T & RecordBilling)[]> {
  if (records.length === 0) return [];
  let from = records[0]?.date_iso ?? '';
  let to = from;
  for (const record of records) {
    if (record.date_iso < from) from = record.date_iso;
    if (record.date_iso > to) to = record.date_iso;
  }
  const ledger = await buildLedger(db, { clientIds: records.map((r) => r.client_id), from, to });
  return records.map((record) => ({ ...record, ...recordBilling(ledger, record.id) }));
}
