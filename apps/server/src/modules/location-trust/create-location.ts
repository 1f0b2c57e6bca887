import type { AdminLocationCreateBody } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { locationCodeTaken, locationColumns, presentLocationRecord } from './location-records.js';
import { insertLocation } from './location-trust.repository.js';

/** POST /api/admin/locations: the code is unique (400 on `code`). */
export async function createLocation(ctx: AppContext, body: AdminLocationCreateBody, req: ChangeRequest) {
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const row = await insertLocation(trx, {
        ...locationColumns(body),
        code: body.code,
        name: body.name,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'location', entityId: row.id, after: presentLocationRecord(row) });
      return presentLocationRecord(row);
    },
    locationCodeTaken,
  );
}
