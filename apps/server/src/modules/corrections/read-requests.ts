import type { CorrectionRequest } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { presentRequest } from './corrections.presenter.js';
import { listRequests, type RequestFilter } from './corrections.repository.js';

/** Correction requests as the calls answer them (proposed times on the organisation's clock), newest date first. */
export async function readRequests(ctx: AppContext, filter: RequestFilter): Promise<CorrectionRequest[]> {
  const [zone, rows] = await Promise.all([organisationTimeZone(ctx.db), listRequests(ctx.db, filter)]);
  return rows.map((row) => presentRequest(row, zone));
}

/** One request as answered after it was made or decided. */
export async function readRequest(ctx: AppContext, id: number): Promise<CorrectionRequest> {
  const [request] = await readRequests(ctx, { ids: [id] });
  return request!;
}
