import { type EvvVisit, localDateOf, MSG, plusDays, rangeTooLong } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { fieldError } from '../../lib/http-error.js';
import { readLocationSettings } from '../location-trust/read-location-settings.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { visitScope } from './evv.policy.js';
import { presentEvvVisit } from './evv.presenter.js';
import { changeCounts, countEvvVisits, selectEvvVisits } from './evv.repository.js';

async function rangeOf(ctx: AppContext, query: { from?: string | undefined; to?: string | undefined }) {
  const today = localDateOf(ctx.clock.now(), await organisationTimeZone(ctx.db));
  const to = query.to ?? today;
  const from = query.from ?? plusDays(to, -30);
  if (from > to) throw fieldError('to', MSG.evvRangeInvalid);
  if (rangeTooLong(from, to)) throw fieldError('to', MSG.evvRangeInvalid);
  return { from, to };
}

/**
 * GET /api/evv/visits/: visits dated in the range, with the six elements, status and codes; with
 * `page` or `page_size` one page of them and the total (docs/performance.md).
 */
export async function listEvvVisits(
  ctx: AppContext,
  actor: Actor,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    page?: number | undefined;
    page_size?: number | undefined;
    order?: 'oldest' | 'newest' | undefined;
  },
): Promise<{ visits: EvvVisit[]; total: number | null }> {
  const scope = visitScope(actor);
  const range = await rangeOf(ctx, query);
  const paged = query.page !== undefined || query.page_size !== undefined;
  const size = query.page_size ?? 100;
  const page = paged ? { offset: ((query.page ?? 1) - 1) * size, size } : undefined;
  // the whole range counts its changes in one grouped read beside the visits; a page, its own visits'
  const [rows, settings, total, rangeChanges] = await Promise.all([
    selectEvvVisits(ctx.db, range, scope, page, query.order),
    readLocationSettings(ctx.db),
    paged ? countEvvVisits(ctx.db, range, scope) : Promise.resolve(null),
    paged ? Promise.resolve(null) : changeCounts(ctx.db, { range }),
  ]);
  const changes = rangeChanges ?? (await changeCounts(ctx.db, { ids: rows.map((row) => row.id) }));
  const visits = rows.map((row) => presentEvvVisit(row, settings.evvServiceCodes, changes.get(row.id) ?? 0));
  return { visits, total };
}
