import {
  ADDENDUM_ATTESTATION,
  type Addendum,
  AUTHOR_ATTESTATION,
  COSIGN_ATTESTATION,
  type DailyProgress,
  localDateOf,
  MSG,
  noteComplete,
  type ProgressSignatureKey,
  type Signature,
  type SignatureMethod,
  type SignDayResult,
  type UnsignedList,
  unsignedCutoff,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import type { RecordSignatureRow, UserRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden, found, notFound, tooManyRequests } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { auditedChange } from '../audit/audited-change.js';
import { ACCOUNT_FAILURE_LIMIT } from '../auth/login.js';
import { HashingBusyError, hashPassword, verifyPassword } from '../auth/passwords.js';
import { listTrials } from '../care/read-trials.js';
import { getOrganisation } from '../organisation/read-organisation.js';
import { findUserById, updateUser } from '../users/user-records.js';
import { addendumContent, attendanceContent, contentHash, progressContent } from './signatures.hash.js';
import { isSupervisor, seesNote, supervises, unsignedScope } from './signatures.policy.js';
import { byRecord, presentAddendum, presentSignature } from './signatures.presenter.js';
import {
  clientsRequiringCosign,
  findAttendanceWithProvider,
  findClientCosign,
  findNoteWithAuthor,
  findSignature,
  insertAddendum,
  insertSignature,
  listAddenda,
  listSignatures,
  listUnsignedRows,
  lockDayAttendance,
  markAttendanceSigned,
  markProgressSigned,
  type RecordType,
  setUnsignedAfterDays,
  writeClientCosign,
} from './signatures.repository.js';

/** Wrong passwords or PINs one user may give when signing within the sign-in window (15 minutes). */
export const SIGN_FAILURE_LIMIT = 5;

/** The title a signature shows when the signer has not set one (docs/signatures.md). */
export const DEFAULT_TITLES: Record<Actor['role'], string> = {
  staff: 'Direct Support Professional',
  manager: 'Program Manager',
  admin: 'Administrator',
};
export const signerTitle = (user: Pick<UserRow, 'signing_title' | 'role'>) =>
  user.signing_title?.trim() || DEFAULT_TITLES[user.role];

/** How a signer confirmed who they are: re-entry of the password or PIN. */
type ReentryMethod = Exclude<SignatureMethod, 'session'>;

interface Credentials {
  password?: string | undefined;
  pin?: string | undefined;
}
interface Request {
  actor: Actor;
  requestId: string;
}

/**
 * Re-authenticates a signer with their password or signing PIN (ADR 0015 "Why re-entry"). Like
 * sign-in, attempts are counted before the secret is checked: per user for signing (5 wrong in
 * the window → 429), and toward the account's sign-in failure count, so a left-open session
 * cannot be used to guess the password faster than the sign-in page allows. Success takes the
 * attempts back. A wrong secret writes a `sign_refused` audit row.
 */
async function verifySigner(
  ctx: AppContext,
  req: Request,
  credentials: Credentials,
  what: { entity: string; entityId: number | string | null },
): Promise<{ user: UserRow; method: ReentryMethod }> {
  const user = await findUserById(ctx.db, req.actor.id);
  if (!user) throw notFound();
  const method: ReentryMethod = credentials.pin !== undefined ? 'pin' : 'password';
  const field = method === 'pin' ? 'pin' : 'password';
  const secret = credentials.pin ?? credentials.password;
  if (secret === undefined)
    throw badRequest(MSG.signatureCredentialsRequired, { password: [MSG.signatureCredentialsRequired] });
  if (method === 'pin' && !user.signing_pin_hash) {
    throw badRequest(MSG.signingPinNotSet, { pin: [MSG.signingPinNotSet] });
  }
  const signKey = `sign-failures:${user.id}`;
  const accountKey = `login-failures:${user.email}`;
  if ((await ctx.loginAttempts.add(signKey)) > SIGN_FAILURE_LIMIT) throw tooManyRequests(MSG.tooManySignatureAttempts);
  if ((await ctx.loginAttempts.add(accountKey)) > ACCOUNT_FAILURE_LIMIT) {
    await ctx.loginAttempts.forgive(signKey);
    throw tooManyRequests(MSG.tooManyAttempts);
  }
  let valid: boolean;
  try {
    valid = await verifyPassword(method === 'pin' ? (user.signing_pin_hash as string) : user.password_hash, secret);
  } catch (error) {
    if (error instanceof HashingBusyError) {
      await ctx.loginAttempts.forgive(signKey);
      await ctx.loginAttempts.forgive(accountKey);
    }
    throw error;
  }
  if (!valid) {
    await writeAudit(ctx.db, {
      actorId: user.id,
      action: 'sign_refused',
      entity: what.entity,
      entityId: what.entityId,
      after: { method, code: 'signature_credentials_wrong' },
      requestId: req.requestId,
      at: ctx.clock.now(),
    });
    throw badRequest(MSG.signatureCredentialsWrong, { [field]: [MSG.signatureCredentialsWrong] });
  }
  await ctx.loginAttempts.reset(signKey);
  await ctx.loginAttempts.forgive(accountKey);
  return { user, method };
}

const alreadySigned = () => conflict(MSG.recordAlreadySigned);

// ------------------------------------------------------------------------------------------------
// Reads: what progress and attendance answers add
// ------------------------------------------------------------------------------------------------

type ProgressBase = Omit<DailyProgress, ProgressSignatureKey>;

/** Adds signed, cosigned, requires_cosign, complete, signatures and addenda to progress answers. */
export async function withProgressSignatures<T extends ProgressBase>(
  db: Executor,
  notes: T[],
): Promise<(T & Pick<DailyProgress, ProgressSignatureKey>)[]> {
  if (notes.length === 0) return [];
  const ids = notes.map((n) => n.id);
  const signatures = byRecord(await listSignatures(db, 'progress_note', ids));
  const addenda = byRecord(await listAddenda(db, 'progress_note', ids));
  const cosignClients = await clientsRequiringCosign(
    db,
    notes.map((n) => n.client),
  );
  return notes.map((note) => {
    const rows = signatures.get(note.id) ?? [];
    const signed = rows.some((s) => s.kind === 'author');
    const cosigned = rows.some((s) => s.kind === 'cosign');
    const requiresCosign = cosignClients.has(note.client);
    return {
      ...note,
      signed,
      cosigned,
      requires_cosign: requiresCosign,
      complete: noteComplete({ signed, cosigned, requiresCosign }),
      signatures: rows.map(presentSignature),
      addenda: (addenda.get(note.id) ?? []).map(presentAddendum),
    };
  });
}

/** Adds signatures and addenda to attendance answers. */
export async function withAttendanceSignatures<T extends { id: number }>(
  db: Executor,
  records: T[],
): Promise<(T & { signatures: Signature[]; addenda: Addendum[] })[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const signatures = byRecord(await listSignatures(db, 'attendance', ids));
  const addenda = byRecord(await listAddenda(db, 'attendance', ids));
  return records.map((record) => ({
    ...record,
    signatures: (signatures.get(record.id) ?? []).map(presentSignature),
    addenda: (addenda.get(record.id) ?? []).map(presentAddendum),
  }));
}

// ------------------------------------------------------------------------------------------------
// Signing a progress note, co-signing it, addenda
// ------------------------------------------------------------------------------------------------

function signatureValues(
  type: RecordType,
  id: number,
  kind: RecordSignatureRow['kind'],
  user: UserRow,
  method: ReentryMethod,
  hash: string,
  at: string,
  attestation: string,
) {
  return {
    record_type: type,
    record_id: id,
    kind,
    signer_id: user.id,
    signer_name: user.name,
    signer_title: signerTitle(user),
    signed_at: at,
    content_hash: hash,
    attestation,
    method,
  } as const;
}

/**
 * POST /api/progress/{id}/sign/: the note's author signs it; the note and its trials are locked
 * from then on. The lock (`signed_at`) is set by a conditional update of the note's row, which
 * waits for any edit holding the row and then reads the content it hashes (ADR 0015 "Race").
 */
export async function signProgress(
  ctx: AppContext,
  req: Request & { id: number; body: Credentials },
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
      const locked = await markProgressSigned(trx, id, stamp);
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

/**
 * POST /api/progress/{id}/cosign/: the author's manager or an admin, never the author, co-signs a
 * signed note. Staff are refused (403); a manager of someone else's note is told it does not exist.
 */
export async function cosignProgress(
  ctx: AppContext,
  req: Request & { id: number; body: Credentials },
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

/**
 * POST /api/progress/{id}/addenda/ and /api/attendance/{id}/addenda/: the author (for attendance,
 * the client's provider), their manager or an admin adds a signed addendum to a signed record.
 * An unsigned record is edited instead (409). The record itself is not changed.
 */
export async function addAddendum(
  ctx: AppContext,
  req: Request & { type: RecordType; id: number; body: Credentials & { text: string; reason: string } },
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

// ------------------------------------------------------------------------------------------------
// Signing a day's attendance log
// ------------------------------------------------------------------------------------------------

/**
 * POST /api/attendance/sign-day/: the provider signs every attendance record of the day of the
 * clients they provide for, in one transaction. Records already signed, and records still open
 * (no time out yet), are left as they are and reported in `skipped`.
 */
export async function signDay(
  ctx: AppContext,
  req: Request & { body: Credentials & { date: string } },
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
        if (row.time_out === null && !(row.absent === true || row.absent === 1)) {
          result.skipped.push({ record_id: row.id, reason: 'in_progress', signature: null });
          continue;
        }
        const locked = await markAttendanceSigned(trx, row.id, stamp);
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

// ------------------------------------------------------------------------------------------------
// Overdue unsigned records
// ------------------------------------------------------------------------------------------------

/** Most records of each kind one list answers (the oldest first). */
const UNSIGNED_LIMIT = 500;

/**
 * GET /api/progress/unsigned/: notes and attendance records still unsigned and dated more than the
 * organisation's `unsigned_after_days` before today (organisation time). Staff see their own; a
 * manager their own and their team's; an admin everyone's; `scope=mine` narrows to one's own.
 */
export async function listUnsigned(ctx: AppContext, actor: Actor, scope?: 'mine' | 'all'): Promise<UnsignedList> {
  const org = await getOrganisation(ctx.db);
  const today = localDateOf(ctx.clock.now(), org.time_zone);
  const before = unsignedCutoff(today, org.unsigned_after_days);
  const which = unsignedScope(actor, scope);
  const { notes, logs } = await listUnsignedRows(ctx.db, which, before, UNSIGNED_LIMIT);
  const daysOld = (date: string) => Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
  const records = [
    ...notes.map((r) => ({ ...r, record_type: 'progress_note' as const })),
    ...logs.map((r) => ({ ...r, record_type: 'attendance' as const })),
  ]
    .map((r) => ({
      record_type: r.record_type,
      id: r.id,
      date: r.date,
      client_id: r.client_id,
      client_code: r.client_code,
      client_name: `${r.first_name} ${r.last_name}`,
      author_id: r.author_id,
      author_name: r.author_name,
      days_old: daysOld(r.date),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.record_type.localeCompare(b.record_type) || a.id - b.id);
  return { after_days: org.unsigned_after_days, before, records };
}

// ------------------------------------------------------------------------------------------------
// Signing PIN, title, settings
// ------------------------------------------------------------------------------------------------

export async function signingStatus(ctx: AppContext, actor: Actor) {
  const user = found(await findUserById(ctx.db, actor.id));
  return {
    has_pin: user.signing_pin_hash !== null,
    title: user.signing_title,
    default_title: DEFAULT_TITLES[user.role],
    effective_title: signerTitle(user),
  };
}

/** PUT /api/profile/signing-pin/: the current password confirms; a null PIN removes it. */
export async function setSigningPin(
  ctx: AppContext,
  req: Request & { body: { current_password: string; pin: string | null } },
): Promise<{ detail: string }> {
  const user = found(await findUserById(ctx.db, req.actor.id));
  if (!(await verifyPassword(user.password_hash, req.body.current_password))) {
    throw badRequest(MSG.currentPasswordWrong, { current_password: [MSG.currentPasswordWrong] });
  }
  const pinHash = req.body.pin === null ? null : await hashPassword(req.body.pin);
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    await updateUser(trx, user.id, { signing_pin_hash: pinHash, updated_at: now.toISOString() });
    await audit({
      action: 'update',
      entity: 'user',
      entityId: user.id,
      after: { signing_pin: pinHash ? 'set' : 'removed' },
    });
  });
  return { detail: pinHash ? MSG.signingPinSaved : MSG.signingPinRemoved };
}

/** PUT /api/profile/signing-title/: the credentials/title future signatures show (null: by role). */
export async function setSigningTitle(ctx: AppContext, req: Request & { body: { title: string | null } }) {
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = found(await findUserById(trx, req.actor.id));
    await updateUser(trx, req.actor.id, { signing_title: req.body.title, updated_at: now.toISOString() });
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

export async function signatureSettings(ctx: AppContext) {
  const org = await getOrganisation(ctx.db);
  return { unsigned_after_days: org.unsigned_after_days };
}

export async function updateSignatureSettings(
  ctx: AppContext,
  req: Request & { body: { unsigned_after_days: number } },
) {
  await auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = await getOrganisation(trx);
    await setUnsignedAfterDays(trx, req.body.unsigned_after_days, now.toISOString());
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

/** GET /api/admin/clients/{id}/cosign/: whether the client's notes need a co-signature (404 when no such client). */
export async function clientCosign(ctx: AppContext, id: number) {
  const row = found(await findClientCosign(ctx.db, id));
  return { id: row.id, requires_cosign: row.requires_cosign === true || row.requires_cosign === 1 };
}

/** PUT /api/admin/clients/{id}/cosign/: whether the client's notes need a supervisor's co-signature. */
export async function setClientCosign(
  ctx: AppContext,
  req: Request & { id: number; body: { requires_cosign: boolean } },
) {
  return auditedChange(ctx, req, async ({ trx, now, audit }) => {
    const before = found(await findClientCosign(trx, req.id));
    await writeClientCosign(trx, req.id, req.body.requires_cosign, now.toISOString());
    await audit({
      action: 'update',
      entity: 'client',
      entityId: req.id,
      before: { requires_cosign: before.requires_cosign === true || before.requires_cosign === 1 },
      after: { requires_cosign: req.body.requires_cosign },
    });
    return { id: req.id, requires_cosign: req.body.requires_cosign };
  });
}
