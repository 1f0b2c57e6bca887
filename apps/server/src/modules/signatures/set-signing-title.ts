import type { AppContext } from '../../context.js';
import { found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { findUserById } from '../users/find-user.js';
import { setUserSigningTitle } from '../users/set-signing-title.js';
import { signingStatus } from './read-signing-status.js';
import type { SignRequest } from './signer.js';

/** PUT /api/profile/signing-title/: the credentials/title future signatures show (null: by role). */
export async function setSigningTitle(ctx: AppContext, req: SignRequest & { body: { title: string | null } }) {
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = found(await findUserById(trx, req.actor.id));
    await setUserSigningTitle(trx, req.actor.id, req.body.title, now.toISOString());
    await audit({
      action: 'update',
      entity: 'user',
      entityId: req.actor.id,
      before: { signing_title: before.signing_title },
      after: { signing_title: req.body.title },
    });
  });
  return signingStatus(ctx, req.actor);
}
