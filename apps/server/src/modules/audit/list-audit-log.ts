import { TZDate } from '@date-fns/tz';
import type { AuditLogQuery } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { type ListKeys, listRecords } from '../../lib/list-page.js';
import { organisationTimeZone } from '../organisation/read-organisation.js';
import { presentAuditEntry } from './audit.presenter.js';
import { auditLogQuery } from './audit.repository.js';

/**
 * Midnight at the start of a local date in the zone, as a UTC ISO instant (…Z): SQLite compares
 * the stored UTC text with it as text, so the bound must be in the same form.
 */
function startOf(date: string, timeZone: string, addDays = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + addDays, 0, 0, timeZone).getTime()).toISOString();
}

/** GET /api/admin/audit-log: read-only, newest first; from/to are organisation-local dates (inclusive). */
export async function listAuditLog(ctx: AppContext, query: AuditLogQuery & ListKeys) {
  let base = auditLogQuery(ctx.db);
  if (query.id) base = base.where('a.id', 'in', query.id);
  if (query.actor_id !== undefined) base = base.where('a.actor_id', '=', query.actor_id);
  if (query.entity) base = base.where('a.entity', '=', query.entity);
  if (query.entity_id) base = base.where('a.entity_id', '=', query.entity_id);
  if (query.action) base = base.where('a.action', '=', query.action);
  if (query.from || query.to) {
    const zone = await organisationTimeZone(ctx.db);
    if (query.from) base = base.where('a.at', '>=', startOf(query.from, zone));
    if (query.to) base = base.where('a.at', '<', startOf(query.to, zone, 1));
  }
  return listRecords(
    base,
    query,
    { id: 'a.id', at: 'a.at' },
    { sort: 'id', order: 'DESC', id: 'a.id' },
    presentAuditEntry,
  );
}
