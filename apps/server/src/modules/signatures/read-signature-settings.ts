import type { AppContext } from '../../context.js';
import { getOrganisation } from '../organisation/read-organisation.js';

/** GET /api/admin/signature-settings/: after how many days an unsigned record is listed. */
export async function signatureSettings(ctx: AppContext) {
  const org = await getOrganisation(ctx.db);
  return { unsigned_after_days: org.unsigned_after_days };
}
