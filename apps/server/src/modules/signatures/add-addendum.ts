import { ADDENDUM_ATTESTATION, type Addendum, MSG, type SignatureMethod } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { conflict, forbidden, found, notFound } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { findUserById } from '../users/find-user.js';
import { addendumContent, contentHash } from './signatures.hash.js';
import { isSupervisor, supervises } from './signatures.policy.js';
import { presentAddendum } from './signatures.presenter.js';
import {
  findAttendanceWithProvider,
  findNoteWithAuthor,
  findSignature,
  insertAddendum,
  type RecordType,
} from './signatures.repository.js';
import { type Credentials, type SignRequest, signerTitle, verifySigner } from './signer.js';

/**
 * POST /api/progress/{id}/addenda/ and /api/attendance/{id}/addenda/: the author (for attendance,
 * the client's provider), their manager or an admin adds a signed addendum to a signed record.
 * An unsigned record is edited instead (409). The record itself is not changed.
 */
export async function addAddendum(
  ctx: AppContext,
  req: SignRequest & { type: RecordType; id: number; body: Credentials & { text: string; reason: string } },
): Promise<Addendum> {
  const { actor, id, type, body } = req;
  const entity = type === 'progress_note' ? 'daily_progress' : 'client_attendance';
  let authorId: number;
  let managerId: number | null;
  let signedAt: string | null;
  if (type === 'progress_note') {
    const note = found(await findNoteWithAuthor(ctx.db, id));
    [authorId, managerId, signedAt] = [note.created_by, note.author_manager_id, note.signed_at];
  } else {
    const record = found(await findAttendanceWithProvider(ctx.db, id));
    [authorId, managerId, signedAt] = [record.owner_id, record.owner_manager_id, record.signed_at];
  }
  if (authorId !== actor.id && !supervises(actor, managerId)) {
    if (!isSupervisor(actor)) throw notFound();
    throw forbidden(MSG.addendumNotAllowed);
  }
  if (signedAt === null) throw conflict(MSG.noteNotSignedYet);
  let signer: { user: UserRow; method: SignatureMethod };
  if (body.password !== undefined || body.pin !== undefined) {
    signer = await verifySigner(ctx, req, body, { entity, entityId: id });
  } else {
    signer = { user: found(await findUserById(ctx.db, actor.id)), method: 'session' };
  }
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const stamp = now.toISOString();
    const author = await findSignature(trx, type, id, 'author');
    const hash = contentHash(
      addendumContent({
        record_type: type,
        record_id: id,
        record_hash: author?.content_hash ?? '',
        author_id: signer.user.id,
        text: body.text,
        reason: body.reason,
        created_at: stamp,
      }),
    );
    const row = await insertAddendum(trx, {
      record_type: type,
      record_id: id,
      author_id: signer.user.id,
      author_name: signer.user.name,
      author_title: signerTitle(signer.user),
      text: body.text,
      reason: body.reason,
      created_at: stamp,
      content_hash: hash,
      signed_at: stamp,
      method: signer.method,
    });
    await audit({
      action: 'addendum',
      entity,
      entityId: id,
      after: { ...presentAddendum(row), attestation: ADDENDUM_ATTESTATION },
    });
    return presentAddendum(row);
  });
}
