import { AUTHOR_ATTESTATION, type SignDayResult } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { auditedChange } from '../audit/audited-change.js';
import { lockSignedAttendance } from '../care/lock-signed-record.js';
import { attendanceContent, contentHash } from './signatures.hash.js';
import { byRecord, presentSignature } from './signatures.presenter.js';
import { insertSignature, listSignatures, lockDayAttendance } from './signatures.repository.js';
import { alreadySigned, type Credentials, type SignRequest, signatureValues, verifySigner } from './signer.js';

/**
 * POST /api/attendance/sign-day/: the provider signs every attendance record of the day of the
 * clients they provide for, in one transaction. Records already signed, and records still open
 * (no time out yet), are left as they are and reported in `skipped`.
 */
export async function signAttendanceDay(
  ctx: AppContext,
  req: SignRequest & { body: Credentials & { date: string } },
): Promise<SignDayResult> {
  const { actor, body } = req;
  const { user, method } = await verifySigner(ctx, req, body, { entity: 'attendance_day', entityId: body.date });
  return auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      const stamp = now.toISOString();
      const rows = await lockDayAttendance(trx, actor, body.date, ctx.dialect);
      const existing = byRecord(
        await listSignatures(
          trx,
          'attendance',
          rows.map((r) => r.id),
        ),
      );
      const result: SignDayResult = { date: body.date, signatures: [], skipped: [] };
      for (const row of rows) {
        const author = existing.get(row.id)?.find((s) => s.kind === 'author');
        if (row.signed_at !== null || author) {
          result.skipped.push({
            record_id: row.id,
            reason: 'already_signed',
            signature: author ? presentSignature(author) : null,
          });
          continue;
        }
        if (row.time_out === null && !toBool(row.absent)) {
          result.skipped.push({ record_id: row.id, reason: 'in_progress', signature: null });
          continue;
        }
        const locked = await lockSignedAttendance(trx, row.id, stamp);
        if (!locked) {
          result.skipped.push({ record_id: row.id, reason: 'already_signed', signature: null });
          continue;
        }
        const hash = contentHash(attendanceContent(locked));
        const signature = await insertSignature(
          trx,
          signatureValues('attendance', row.id, 'author', user, method, hash, stamp, AUTHOR_ATTESTATION),
        );
        await audit({
          action: 'sign',
          entity: 'client_attendance',
          entityId: row.id,
          after: presentSignature(signature),
        });
        result.signatures.push(presentSignature(signature));
      }
      return result;
    },
    alreadySigned,
  );
}
