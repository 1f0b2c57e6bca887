import { MSG, type ServiceAuthorizationRecord } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { ServiceAuthorizationRow } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { Resource } from '../audit/audited-record.js';
import { lockClient } from '../care/lock-client.js';
import {
  type AuthorizationNumber,
  authorizationsQuery,
  deleteServiceAuthorizationRow,
  findSameNumber,
  serviceCodeExists,
} from './billing.repository.js';
import { buildLedger } from './billing-ledger.js';

/**
 * Service authorizations (admin console, docs/billing-rules.md): a client's authorised units of one
 * service code for an inclusive date range, with the payer's number. Used units are counted from
 * the signed records in the range whenever one is read; every change is audited before and after.
 */

type AuthorizationView = ServiceAuthorizationRow & { client_code: string; first_name: string; last_name: string };

/** Presents rows with their used and remaining units (one ledger over their clients and ranges). */
export async function presentAuthorizations(
  db: Executor,
  rows: readonly AuthorizationView[],
): Promise<ServiceAuthorizationRecord[]> {
  if (rows.length === 0) return [];
  const starts = rows.map((r) => r.start_date).sort();
  const ends = rows.map((r) => r.end_date).sort();
  const from = starts[0] ?? '';
  const to = ends[ends.length - 1] ?? from;
  const ledger = await buildLedger(db, { clientIds: rows.map((r) => r.client_id), from, to });
  return rows.map((row) => {
    const used = ledger.usedUnits.get(row.id) ?? 0;
    return {
      id: row.id,
      client: row.client_id,
      client_code: row.client_code,
      client_name: `${row.first_name} ${row.last_name}`,
      service_code: row.service_code,
      authorization_number: row.authorization_number,
      units: row.units,
      start_date: row.start_date,
      end_date: row.end_date,
      used_units: used,
      remaining_units: row.units - used,
      created_by: row.created_by,
      created_at: row.created_at,
    };
  });
}

export const readAuthorization = async (db: Executor, id: number) => {
  const [record] = await presentAuthorizations(db, [
    found(await authorizationsQuery(db).where('a.id', '=', id).executeTakeFirst()),
  ]);
  return found(record);
};

export const AUTHORIZATION: Resource<ServiceAuthorizationRecord> = {
  entity: 'service_authorization',
  remove: deleteServiceAuthorizationRow,
  read: readAuthorization,
};

/** The client and code must exist (400 on the field); the client row is locked on PostgreSQL. */
export async function requireReferences(
  ctx: AppContext,
  trx: Executor,
  body: { client?: number; service_code?: string },
) {
  if (body.client !== undefined) {
    if (!(await lockClient(trx, body.client, ctx.dialect))) throw fieldError('client', MSG.authorizationClientUnknown);
  }
  if (body.service_code !== undefined) {
    if (!(await serviceCodeExists(trx, body.service_code))) throw fieldError('service_code', MSG.serviceCodeUnknown);
  }
}

/**
 * An authorization number is one authorization: the same client, service code and number on
 * dates that meet another's is refused on `authorization_number` (a form sent twice, a copy typed
 * again), so its units are never counted twice. Called with the client's row locked
 * (requireReferences), so two simultaneous creates cannot both pass.
 */
export async function refuseSameNumber(
  trx: Executor,
  authorization: AuthorizationNumber,
  except?: number,
): Promise<void> {
  if (await findSameNumber(trx, authorization, except)) {
    throw fieldError('authorization_number', MSG.authorizationNumberTaken);
  }
}
