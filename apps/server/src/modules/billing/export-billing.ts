import { type BillingExportQuery, MSG, rangeTooLong } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { type DownloadFile, spreadsheetFile } from '../../lib/download.js';
import { fieldError } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { listClientNames } from '../care/list-client-names.js';
import { billingCsv, billingXlsx, type ExportLine, REASONS } from './billing-files.js';
import { type BilledRecord, buildLedger, inTimeOrder } from './billing-ledger.js';

/**
 * GET /api/billing/export (admin): the billing claim lines of a date range (docs/billing-rules.md).
 * Section 1 "Billed": one row per client, service code and date with units, rate, amount and
 * authorization number, only from signed records inside an authorization with units left.
 * Section 2 "Not billed": the records (and the part of a record's units) that section 1 leaves
 * out, each with its reason, so nothing is dropped silently. Units of both sections add up to the
 * units of every record in the range.
 */

interface ClientName {
  client_code: string;
  first_name: string;
  last_name: string;
}

/** The two sections of the export for [from, to]. */
async function billingExportLines(
  ctx: AppContext,
  query: Pick<BillingExportQuery, 'from' | 'to'>,
): Promise<{ billed: ExportLine[]; notBilled: ExportLine[] }> {
  if (rangeTooLong(query.from, query.to)) {
    throw fieldError('to', MSG.rangeTooLong);
  }
  const [ledger, clients] = await Promise.all([
    buildLedger(ctx.db, { clientIds: null, from: query.from, to: query.to }),
    listClientNames(ctx.db),
  ]);
  const names = new Map<number, ClientName>(clients.map((c) => [c.id, c]));
  const billed = new Map<string, ExportLine>();
  const notBilled: ExportLine[] = [];
  const line = (record: BilledRecord, units: number, reason: string): ExportLine => {
    const client = names.get(record.client_id);
    return {
      clientCode: client?.client_code ?? String(record.client_id),
      clientName: client ? `${client.first_name} ${client.last_name}` : '',
      service: record.service,
      date: record.date,
      units,
      rateCents: record.rate_cents,
      amountCents: units * record.rate_cents,
      authorizationNumber: record.authorization?.authorization_number ?? '',
      reason,
    };
  };
  for (const record of [...ledger.records.values()].sort(inTimeOrder)) {
    const auth = record.authorization;
    // Units are spent in time order by the ledger (billing-ledger.ts), the same figures the
    // attendance answers' billing_status shows.
    const billable = record.billable_units;
    if (record.date < query.from || record.date > query.to) continue;
    if (billable > 0) {
      const key = `${record.client_id}|${record.service}|${record.date}`;
      const existing = billed.get(key);
      if (existing) {
        existing.units += billable;
        existing.amountCents += billable * record.rate_cents;
      } else billed.set(key, line(record, billable, ''));
    }
    const rest = record.units - billable;
    if (!auth || !record.signed) {
      if (record.status === 'no_show') continue; // bills nothing, marked on the attendance answer
      // too short for a unit, or capped to none: nothing to bill once signed or authorised either,
      // and its billing_status on the attendance answers says why (docs/billing-rules.md); an open
      // record or one of an unknown code is still listed, as it may bill once closed or configured
      if (record.status === 'no_units' || (record.status === 'capped' && record.units === 0)) continue;
      const reason =
        !auth && !record.signed ? REASONS.unsignedUnauthorised : !auth ? REASONS.unauthorised : REASONS.unsigned;
      notBilled.push(line(record, record.units, reason));
    } else if (rest > 0) notBilled.push(line(record, rest, REASONS.exceeded));
  }
  const byClientCodeDate = (a: ExportLine, b: ExportLine) =>
    a.clientName.localeCompare(b.clientName) ||
    a.clientCode.localeCompare(b.clientCode) ||
    a.service.localeCompare(b.service) ||
    a.date.localeCompare(b.date);
  return { billed: [...billed.values()].sort(byClientCodeDate), notBilled: notBilled.sort(byClientCodeDate) };
}

/**
 * Builds the export of [from, to] as CSV or .xlsx and writes its audit row (`read`
 * billing_export, with the range, format and row counts) before it is sent.
 */
export async function exportBilling(
  ctx: AppContext,
  req: ChangeRequest,
  query: BillingExportQuery,
): Promise<DownloadFile> {
  const { from, to, format } = query;
  const { billed, notBilled } = await billingExportLines(ctx, { from, to });
  await writeAudit(ctx.db, {
    actorId: req.actor.id,
    action: 'read',
    entity: 'billing_export',
    entityId: null,
    after: { from, to, format, billed_rows: billed.length, not_billed_rows: notBilled.length },
    requestId: req.requestId,
    at: ctx.clock.now(),
  });
  return spreadsheetFile(`billing-${from}-to-${to}`, format, {
    csv: () => billingCsv(billed, notBilled),
    xlsx: () => billingXlsx(billed, notBilled),
  });
}
