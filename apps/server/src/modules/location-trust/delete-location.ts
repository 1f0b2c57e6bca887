import { MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict } from '../../lib/http-error.js';
import type { ChangeRequest } from '../audit/audited-change.js';
import { deleteRecord } from '../audit/audited-record.js';
import { LOCATION } from './location-records.js';
import { locationCodeInUse, locationHasKioskDevices } from './location-trust.repository.js';

/** DELETE /api/admin/locations/{id}: 409 while the code is in use or a kiosk device is registered there (deactivate instead). */
export async function deleteLocation(ctx: AppContext, id: number, req: ChangeRequest) {
  return deleteRecord(ctx, req, LOCATION, id, {
    refuse: async (trx, before) => {
      if (await locationCodeInUse(trx, before.code)) throw conflict(MSG.locationInUse);
      if (await locationHasKioskDevices(trx, before.id)) throw conflict(MSG.locationInUse);
    },
  });
}
