import type { Actor, AppContext } from '../../context.js';
import { csvFile, type DownloadFile } from '../../lib/download.js';
import { evvCsv } from './evv.presenter.js';
import { listEvvVisits } from './list-evv-visits.js';

/**
 * GET /api/evv/visits/export: the visits of the range as the aggregator's CSV (docs/evv.md
 * "Export"), named after the range asked for, as the web app names its download (without one,
 * after the first and last visit dates).
 */
export async function exportEvvVisits(
  ctx: AppContext,
  actor: Actor,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<DownloadFile> {
  const { visits } = await listEvvVisits(ctx, actor, { from: query.from, to: query.to });
  const first = query.from ?? visits[0]?.date ?? 'start';
  const last = query.to ?? visits.at(-1)?.date ?? 'end';
  return csvFile(`evv-visits-${first}-to-${last}`, evvCsv(visits));
}
