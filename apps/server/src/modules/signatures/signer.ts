import { MSG, type SignatureMethod } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { RecordSignatureRow, UserRow } from '../../db/schema.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error.js';
import { writeAudit } from '../audit/audit.repository.js';
import { ACCOUNT_FAILURE_LIMIT } from '../auth/login.js';
import { HashingBusyError, verifyPassword } from '../auth/passwords.js';
import { findUserById } from '../users/find-user.js';
import type { RecordType } from './signatures.repository.js';

/**
 * Who signs (ADR 0015, docs/signatures.md): re-entry of the signer's password or PIN, the title a
 * signature shows, and the values of a signature row.
 */

/** Wrong passwords or PINs one user may give when signing within the sign-in window (15 minutes). */
export const SIGN_FAILURE_LIMIT = 5;

/**
 * Re-entries of one user being checked at once in this process. Attempts are counted before they
 * are checked, so a burst of right ones (a double tap, a second tab) would count as wrong past the
 * limit: beyond SIGN_FAILURE_LIMIT in flight, an attempt is refused unchecked and uncounted as busy
 * (429 `signature_busy`), as the kiosk does with PINs (docs/security.md).
 */
const inFlight = new Map<number, number>();

/** The title a signature shows when the signer has not set one (docs/signatures.md). */
export const DEFAULT_TITLES: Record<Actor['role'], string> = {
  staff: 'Direct Support Professional',
  manager: 'Program Manager',
  admin: 'Administrator',
};
export const signerTitle = (user: Pick<UserRow, 'signing_title' | 'role'>) =>
  user.signing_title?.trim() || DEFAULT_TITLES[user.role];

/** How a signer confirmed who they are: re-entry of the password or PIN. */
export type ReentryMethod = Exclude<SignatureMethod, 'session'>;

export interface Credentials {
  password?: string | undefined;
  pin?: string | undefined;
}
export interface SignRequest {
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
export async function verifySigner(
  ctx: AppContext,
  req: SignRequest,
  credentials: Credentials,
  what: { entity: string; entityId: number | string | null },
): Promise<{ user: UserRow; method: ReentryMethod }> {
  const user = await findUserById(ctx.db, req.actor.id);
  if (!user) throw notFound();
  const method: ReentryMethod = credentials.pin !== undefined ? 'pin' : 'password';
  const secret = credentials.pin ?? credentials.password;
  if (secret === undefined)
    throw badRequest(MSG.signatureCredentialsRequired, { password: [MSG.signatureCredentialsRequired] });
  if (method === 'pin' && !user.signing_pin_hash) {
    throw badRequest(MSG.signingPinNotSet, { pin: [MSG.signingPinNotSet] });
  }
  const checking = inFlight.get(user.id) ?? 0;
  if (checking >= SIGN_FAILURE_LIMIT) throw tooManyRequests(MSG.signatureBusy);
  inFlight.set(user.id, checking + 1);
  try {
    return await checkSigner(ctx, req, user, method, secret, what);
  } finally {
    const left = (inFlight.get(user.id) ?? 1) - 1;
    if (left > 0) inFlight.set(user.id, left);
    else inFlight.delete(user.id);
  }
}

async function checkSigner(
  ctx: AppContext,
  req: SignRequest,
  user: UserRow,
  method: ReentryMethod,
  secret: string,
  what: { entity: string; entityId: number | string | null },
): Promise<{ user: UserRow; method: ReentryMethod }> {
  const field = method === 'pin' ? 'pin' : 'password';
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

export const alreadySigned = () => conflict(MSG.recordAlreadySigned);

/** A signature row's values: the record, the kind, the signer with their title, the hash and the attestation. */
export function signatureValues(
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
