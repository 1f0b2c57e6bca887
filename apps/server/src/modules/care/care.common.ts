import { localDateOf, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { fieldError, found } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest, type Mutation } from '../audit/audited-change.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { type ClientView, findVisibleClient, findVisibleClientByCode } from './care.repository.js';

/** The organisation-local date today (docs/product-rules.md §10). */
export async function organisationToday(ctx: AppContext): Promise<string> {
  return localDateOf(ctx.clock.now(), await organisationTimeZone(ctx.db));
}

/**
 * Refuses a care record (attendance, progress note) dated after today in the organisation's zone:
 * a field error on `date` (ADR 0009, addendum).
 */
export async function refuseFutureDate(ctx: AppContext, date: string): Promise<void> {
  if (date > (await organisationToday(ctx))) throw fieldError('date', MSG.careDateInFuture);
}

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
  if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) return findVisibleClient(db, actor, Number(text));
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

/** What a write of a dated record of one of the actor's clients works with (see writeForClient). */
export interface ClientWrite extends Mutation {
  /** `now` as ISO text: the record's created_at/updated_at. */
  stamp: string;
  client: ClientView;
}

/**
 * The start every dated care record's write from a body with `client` and `date` shares (attendance
 * create, progress create and Save Progress): a future date is refused before anything is read;
 * then, in one audited change whose unique clash becomes `duplicate`, the body's client must be the
 * actor's (requireClientRef) before `write` runs.
 */
export async function writeForClient<T>(
  ctx: AppContext,
  options: ChangeRequest & { body: { client: number | string; date: string } },
  write: (change: ClientWrite) => Promise<T>,
  duplicate: () => Error,
): Promise<T> {
  const { actor, body } = options;
  await refuseFutureDate(ctx, body.date);
  return auditedChange(
    ctx,
    options,
    async (change) => {
      const stamp = change.now.toISOString();
      const client = await requireClientRef(change.trx, actor, body.client);
      return write({ ...change, stamp, client });
    },
    duplicate,
  );
}
