import { COSIGN_ATTESTATION, MSG, type Signature } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, forbidden, found, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { listTrials } from '../care/read-trials.js';
import { contentHash, progressContent } from './signatures.hash.js';
import { isSupervisor, supervises } from './signatures.policy.js';
import { presentSignature } from './signatures.presenter.js';
import { findNoteWithAuthor, findSignature, insertSignature } from './signatures.repository.js';
import { type Credentials, type SignRequest, signatureValues, verifySigner } from './signer.js';

/**
 * POST /api/progress/{id}/cosign/: the author's manager or an admin, never the author, co-signs a
 * signed note. Staff are refused (403); a manager of someone else's note is told it does not exist.
 */
export async function cosignProgress(
  ctx: AppContext,
  req: SignRequest & { id: number; body: Credentials },
): Promise<Signature> {
  const { actor, id } = req;
  if (!isSupervisor(actor)) throw forbidden(MSG.cosignNotSupervisor);
  const note = found(await findNoteWithAuthor(ctx.db, id));
  if (note.created_by === actor.id) throw forbidden(MSG.cosignOwnNote);
  if (!supervises(actor, note.author_manager_id)) throw notFound();
  if (note.signed_at === null) throw conflict(MSG.noteNotSignedYet);
  if (await findSignature(ctx.db, 'progress_note', id, 'cosign')) throw conflict(MSG.noteAlreadyCosigned);
  const { user, method } = await verifySigner(ctx, req, req.body, { entity: 'daily_progress', entityId: id });
  const cosigned = () => conflict(MSG.noteAlreadyCosigned);
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const locked = found(await findNoteWithAuthor(trx, id, ctx.dialect));
      const hash = contentHash(progressContent(locked, await listTrials(trx, id)));
      const row = await insertSignature(
        trx,
        signatureValues('progress_note', id, 'cosign', user, method, hash, now.toISOString(), COSIGN_ATTESTATION),
      );
      await audit({ action: 'cosign', entity: 'daily_progress', entityId: id, after: presentSignature(row) });
      return presentSignature(row);
    },
    cosigned,
  );
}
