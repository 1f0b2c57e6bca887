import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { setClientRequiresCosign } from '../care/set-client-cosign.js';
import { findClientCosign } from './signatures.repository.js';
import type { SignRequest } from './signer.js';

/** PUT /api/admin/clients/{id}/cosign/: whether the client's notes need a supervisor's co-signature. */
export async function setClientCosign(
  ctx: AppContext,
  req: SignRequest & { id: number; body: { requires_cosign: boolean } },
) {
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = found(await findClientCosign(trx, req.id));
    await setClientRequiresCosign(trx, req.id, req.body.requires_cosign, now.toISOString());
    await audit({
      action: 'update',
      entity: 'client',
      entityId: req.id,
      before: { requires_cosign: toBool(before.requires_cosign) },
      after: { requires_cosign: req.body.requires_cosign },
    });
    return { id: req.id, requires_cosign: req.body.requires_cosign };
  });
}
