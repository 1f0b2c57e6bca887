import type { Client } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { presentClient } from './care.presenter.js';
import { requireVisibleClient } from './find-client.js';

/** GET /api/clients/{id}/: 404 for another provider's client (docs/product-rules.md §7). */
export async function getClient(ctx: AppContext, actor: Actor, id: number): Promise<Client> {
  return presentClient(await requireVisibleClient(ctx.db, actor, id));
}
