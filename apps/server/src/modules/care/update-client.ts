import { type Client, type ClientUpdateBody, MSG } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import type { ClientRow } from '../../db/schema.js';
import { fieldError, forbidden, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { mayChangeClient } from './care.policy.js';
import { presentClient } from './care.presenter.js';
import { lockClient, updateClientRow } from './care.repository.js';
import { clientCodeTaken } from './care-conflicts.js';
import { organisationToday, refuseFutureDob } from './care-dates.js';
import { requireVisibleClient } from './find-client.js';
import { clientColumns, locationColumns } from './record-columns.js';

/**
 * PATCH /api/clients/{id}/: the owner (or an admin) changes any subset of the client's fields.
 * Another provider gets the product's 403 message (docs/product-rules.md §5); `user` cannot move the client.
 */
export async function updateClient(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: ClientUpdateBody; requestId: string },
): Promise<Client> {
  const { actor, body, id } = options;
  const today = await organisationToday(ctx);
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const before = found(await lockClient(trx, id, ctx.dialect));
      if (!mayChangeClient(actor, before)) throw forbidden(MSG.clientUpdateNotOwner);
      if (body.user !== undefined && body.user !== null && Number(body.user) !== before.owner_id) {
        throw fieldError('user', MSG.ownerNotChangeable);
      }
      refuseFutureDob(body.dob, today);
      const changes: Partial<ClientRow> = {
        ...clientColumns(body),
        ...(await locationColumns(trx, body.location, before)),
        updated_at: now.toISOString(),
      };
      const after = await updateClientRow(trx, id, changes);
      await audit({ action: 'update', entity: 'client', entityId: id, before, after });
      return presentClient(await requireVisibleClient(trx, actor, id));
    },
    clientCodeTaken,
  );
}
