import { localDateOf, type UnsignedList, unsignedCutoff } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { getOrganisation } from '../organisation/read-organisation.js';
import { unsignedScope } from './signatures.policy.js';
import { listUnsignedRows } from './signatures.repository.js';

/** Most records of each kind one list answers (the oldest first). */
const UNSIGNED_LIMIT = 500;

/**
 * GET /api/progress/unsigned/: notes and attendance records still unsigned and dated more than the
 * organisation's `unsigned_after_days` before today (organisation time). Staff see their own; a
 * manager their own and their team's; an admin everyone's; `scope=mine` narrows to one's own.
 */
export async function listUnsigned(ctx: AppContext, actor: Actor, scope?: 'mine' | 'all'): Promise<UnsignedList> {
  const org = await getOrganisation(ctx.db);
  const today = localDateOf(ctx.clock.now(), org.time_zone);
  const before = unsignedCutoff(today, org.unsigned_after_days);
  const which = unsignedScope(actor, scope);
  const { notes, logs } = await listUnsignedRows(ctx.db, which, before, UNSIGNED_LIMIT);
  const daysOld = (date: string) => Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
  const records = [
    ...notes.map((r) => ({ ...r, record_type: 'progress_note' as const })),
    ...logs.map((r) => ({ ...r, record_type: 'attendance' as const })),
  ]
    .map((r) => ({
      record_type: r.record_type,
      id: r.id,
      date: r.date,
      client_id: r.client_id,
      client_code: r.client_code,
      client_name: `${r.first_name} ${r.last_name}`,
      author_id: r.author_id,
      author_name: r.author_name,
      days_old: daysOld(r.date),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.record_type.localeCompare(b.record_type) || a.id - b.id);
  return { after_days: org.unsigned_after_days, before, records };
}
