import { type LocationException, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { mayNote } from './location-trust.policy.js';
import { presentException } from './location-trust.presenter.js';
import { changeOpenException, findOpenException, readException } from './open-exception.js';

/** POST /api/location-exceptions/{id}/note/: the employee explains their own exception ("I was at the client's home"). */
export async function noteLocationException(
  ctx: AppContext,
  req: ChangeRequest,
  id: number,
  note: string,
): Promise<LocationException> {
  const before = await findOpenException(ctx, id, (e) =>
    mayNote(req.actor, e) ? null : forbidden(MSG.locationExceptionNotYours),
  );
  await auditedChange(ctx, req, async ({ trx, audit }) => {
    await changeOpenException(trx, audit, before, { note });
  });
  return presentException(await readException(ctx, id));
}
