import { AUTHOR_ATTESTATION, MSG, type Signature } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { lockSignedProgress } from '../care/lock-signed-record.js';
import { listTrials } from '../care/read-trials.js';
import { contentHash, progressContent } from './signatures.hash.js';
import { seesNote } from './signatures.policy.js';
import { presentSignature } from './signatures.presenter.js';
import { findNoteWithAuthor, insertSignature } from './signatures.repository.js';
import { alreadySigned, type Credentials, type SignRequest, signatureValues, verifySigner } from './signer.js';

/**
 * POST /api/progress/{id}/sign/: the note's author signs it; the note and its trials are locked
 * from then on. The lock (`signed_at`) is set by a conditional update of the note's row, which
 * waits for any edit holding the row and then reads the content it hashes (ADR 0015 "Race").
 */
export async function signProgress(
  ctx: AppContext,
  req: SignRequest & { id: number; body: Credentials },
): Promise<Signature> {
  const { actor, id } = req;
  const note = await findNoteWithAuthor(ctx.db, id);
  // Only someone who may see the note learns it exists: its author, or an admin.
  if (!note || !seesNote(actor, note)) throw notFound();
  if (note.created_by !== actor.id) throw forbidden(MSG.signOnlyAuthor);
  if (note.signed_at !== null) throw alreadySigned();
  const { user, method } = await verifySigner(ctx, req, req.body, { entity: 'daily_progress', entityId: id });
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const locked = await lockSignedProgress(trx, id, stamp);
      if (!locked) throw alreadySigned();
      const hash = contentHash(progressContent(locked, await listTrials(trx, id)));
      const row = await insertSignature(
        trx,
        signatureValues('progress_note', id, 'author', user, method, hash, stamp, AUTHOR_ATTESTATION),
      );
      await audit({ action: 'sign', entity: 'daily_progress', entityId: id, after: presentSignature(row) });
      return presentSignature(row);
    },
    alreadySigned,
  );
}
