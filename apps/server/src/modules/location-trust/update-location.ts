import { type AdminLocationUpdateBody, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { updateRecord } from '../audit/audited-record.js';
import { LOCATION, locationColumns } from './location-records.js';
import { locationCodeInUse, updateLocationRow } from './location-trust.repository.js';

/** PUT /api/admin/locations/{id}: any subset; latitude and longitude are set together. */
export async function updateLocation(ctx: AppContext, id: number, body: AdminLocationUpdateBody, req: ChangeRequest) {
  return updateRecord(ctx, req, LOCATION, id, async (trx, before, now) => {
    const changes = locationColumns(body);
    const lat = changes.latitude !== undefined ? changes.latitude : before.latitude;
    const lon = changes.longitude !== undefined ? changes.longitude : before.longitude;
    if ((lat === null) !== (lon === null)) throw fieldError('longitude', MSG.locationIncomplete);
    const renamed = changes.code !== undefined && changes.code !== before.code;
    if (renamed && (await locationCodeInUse(trx, before.code))) throw conflict(MSG.locationInUse);
    await updateLocationRow(trx, id, { ...changes, updated_at: now.toISOString() });
  });
}
