import type { AppContext } from '../../context.js';
import { auditedChange, type ChangeRequest, type Mutation } from '../audit/audited-change.js';
import type { ClientView } from './care.repository.js';
import { refuseFutureDate } from './care-dates.js';
import { requireClientRef } from './find-client.js';

/** What a write of a dated record of one of the actor's clients works with (see writeForClient). */
export interface ClientWrite extends Mutation {
  /** `now` as ISO text: the record's created_at/updated_at. */
  stamp: string;
  client: ClientView;
}

/**
 * The start every dated care record's write from a body with `client` and `date` shares (attendance
 * create, progress create and Save Progress): a future date, or one more than a year back, is
 * refused before anything is read;
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
  await refuseFutureDate(ctx, body.date, true);
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
