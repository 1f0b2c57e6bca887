import { MSG, type ServiceCodeRecord, type UnitKind } from '@daybook/domain';
import type { Executor } from '../../db/database.js';
import { type ServiceCodeRow, toBool } from '../../db/schema.js';
import { fieldError, found } from '../../lib/http-error.js';
import type { Resource } from '../audit/audited-record.js';
import { deleteServiceCodeRow, serviceCodesQuery } from './billing.repository.js';

/**
 * Service codes as data (admin console, docs/billing-rules.md): code, name, unit kind, rate per unit
 * and the kind's settings. A code in use (attendance records, authorizations) keeps its code and
 * stays (409 on rename or delete: set it inactive); its rule and rate may change and apply to every
 * record's units from then on, the audit log keeping before and after.
 */

export const presentServiceCode = (row: ServiceCodeRow): ServiceCodeRecord => ({
  ...row,
  active: toBool(row.active),
  requires_evv: toBool(row.requires_evv),
});
const read = async (db: Executor, id: number) =>
  presentServiceCode(found(await serviceCodesQuery(db).where('id', '=', id).executeTakeFirst()));
export const serviceCodeTaken = () => fieldError('code', MSG.serviceCodeTaken);

/** A service code as the audited update and delete see it. */
export const SERVICE_CODE: Resource<ServiceCodeRecord> = {
  entity: 'service_code',
  remove: deleteServiceCodeRow,
  read,
  taken: serviceCodeTaken,
};

/** A code's increment: an hourly code bills in 15-minute increments unless told otherwise. */
export const incrementFor = (kind: UnitKind, increment: number | null | undefined): number | null =>
  increment ?? (kind === 'hourly' ? 15 : null);
