import type { AppContext } from '../../context.js';
import { auditedChange } from '../audit/audited-change.js';
import { getOrganisation } from '../organisation/read-organisation.js';
import { setUnsignedAfterDays } from '../organisation/set-unsigned-after-days.js';
import { signatureSettings } from './read-signature-settings.js';
import type { SignRequest } from './signer.js';

/** PUT /api/admin/signature-settings/: after how many days (0–365) an unsigned record is listed; audited. */
export async function updateSignatureSettings(
  ctx: AppContext,
  req: SignRequest & { body: { unsigned_after_days: number } },
) {
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    const before = await getOrganisation(trx);
    await setUnsignedAfterDays(trx, req.body.unsigned_after_days);
    await audit({
      action: 'update',
      entity: 'organisation',
      entityId: 1,
      before: { unsigned_after_days: before.unsigned_after_days },
      after: { unsigned_after_days: req.body.unsigned_after_days },
    });
  });
  return signatureSettings(ctx);
}
