import type { ActiveServiceCode } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { listActiveServiceCodes } from './billing.repository.js';

/** GET /api/service-codes/: the active service codes, for the new-record page's service list. */
export async function listAttendanceServices(ctx: AppContext): Promise<ActiveServiceCode[]> {
  return listActiveServiceCodes(ctx.db);
}
