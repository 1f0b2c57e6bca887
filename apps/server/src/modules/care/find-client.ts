import { CANONICAL_ID, MSG, RECORD_ID_MAX } from '@daybook/domain';
import type { Actor } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { fieldError, found } from '../../lib/http-error.js';
import { type ClientView, findVisibleClient, findVisibleClientByCode } from './care.repository.js';

/**
 * A client named in a body or query by record id (number) or business client id (text); digits-only
 * text that is no business id is tried as a record id. Only the actor's visible clients are found.
 */
export async function findClientByRef(
  db: Executor,
  actor: Actor,
  ref: number | string,
): Promise<ClientView | undefined> {
  if (typeof ref === 'number') return findVisibleClient(db, actor, ref);
  const text = ref.trim();
  const byCode = await findVisibleClientByCode(db, actor, text);
  if (byCode) return byCode;
  // a record id only as canonical digits, as sent (docs/security.md, "Input"): "01", " 1" or "0x1"
  // names no client
  if (CANONICAL_ID.test(ref) && Number(ref) <= RECORD_ID_MAX) return findVisibleClient(db, actor, Number(ref));
  return undefined;
}

/** Like findClientByRef, but a client that is not the actor's is a field error on `client` (no leak). */
export async function requireClientRef(db: Executor, actor: Actor, ref: number | string): Promise<ClientView> {
  const client = await findClientByRef(db, actor, ref);
  if (!client) throw fieldError('client', MSG.clientNotYours);
  return client;
}

/** A client the actor may see by record id; 404 otherwise (another provider's client looks missing). */
export async function requireVisibleClient(db: Executor, actor: Actor, id: number): Promise<ClientView> {
  return found(await findVisibleClient(db, actor, id));
}
