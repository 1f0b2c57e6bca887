import type { Client, ClientListQuery } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { presentClient } from './care.presenter.js';
import { listVisibleClients } from './care.repository.js';

/** GET /api/clients/: the actor's clients; search is a case-insensitive substring (docs/product-rules.md §5). */
export async function listClients(ctx: AppContext, actor: Actor, query: ClientListQuery): Promise<Client[]> {
  const rows = await listVisibleClients(ctx.db, actor);
  const needle = query.search?.trim().toLowerCase() ?? '';
  const digits = needle.replace(/\D/g, '');
  return rows
    .filter((row) => !query.status || query.status === 'all' || row.status === query.status)
    .filter((row) => {
      if (!needle) return true;
      const texts = [row.last_name, row.first_name, row.client_code, row.phone ?? ''];
      if (texts.some((text) => text.toLowerCase().includes(needle))) return true;
      // A phone typed with other punctuation, e.g. "480-555" against "(480) 555-0101".
      const phoneLike = digits.length >= 3 && /^[\d\s().+-]+$/.test(needle);
      return phoneLike && (row.phone ?? '').replace(/\D/g, '').includes(digits);
    })
    .map(presentClient);
}
