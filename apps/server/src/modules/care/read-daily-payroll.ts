import { billableHours, type DailyPayroll, type DailyReportQuery, sumHours } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { dayAttendance } from './day-attendance.js';

/**
 * GET /api/attendance/daily-payroll/: the day's billable hours per provider who created the
 * records (absent clients count none). Providers see their clients' records; admins everyone's.
 */
export async function readDailyPayroll(ctx: AppContext, actor: Actor, query: DailyReportQuery): Promise<DailyPayroll> {
  const { rows, heading } = await dayAttendance(ctx, actor, query);
  const byProvider = new Map<number, { name: string; hours: number[]; clients: Set<number> }>();
  for (const row of rows) {
    if (toBool(row.absent)) continue;
    const entry = byProvider.get(row.created_by) ?? {
      name: row.created_by_name,
      hours: [],
      clients: new Set<number>(),
    };
    byProvider.set(row.created_by, entry);
    entry.hours.push(billableHours(row.time_in, row.time_out));
    entry.clients.add(row.client_id);
  }
  const providers = [...byProvider.entries()]
    .map(([id, entry]) => ({
      provider_id: id,
      provider_name: entry.name,
      records: entry.hours.length,
      clients: entry.clients.size,
      hours: sumHours(entry.hours),
    }))
    .sort((a, b) => a.provider_name.localeCompare(b.provider_name) || a.provider_id - b.provider_id);
  return { ...heading, rows: providers, total_hours: sumHours(providers.map((p) => p.hours)) };
}
