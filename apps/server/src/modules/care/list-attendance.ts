import type { ClientAttendance, ClientAttendanceQuery } from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { filterLocation } from '../location-trust/filter-location.js';
import { type AttendanceView, listVisibleAttendance } from './care.repository.js';
import { presentAttendanceRecords } from './read-attendance.js';

/** Whether a record matches the attendance log's client search: record id, client id or name. */
function matchesClient(row: AttendanceView, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  if (/^\d+$/.test(needle) && row.client_id === Number(needle)) return true;
  return [row.client_code, `${row.first_name} ${row.last_name}`, `${row.last_name} ${row.first_name}`].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** GET /api/attendance/: records of the actor's clients, newest first, with has_notes. */
export async function listAttendance(
  ctx: AppContext,
  actor: Actor,
  query: ClientAttendanceQuery,
): Promise<ClientAttendance[]> {
  const location = query.location ? await filterLocation(ctx.db, query.location) : null;
  const rows = await listVisibleAttendance(ctx.db, actor, {
    ...(query.date ? { date: query.date } : {}),
    ...(location ? { location: location.code } : {}),
  });
  const search = query.client;
  return presentAttendanceRecords(ctx.db, search ? rows.filter((row) => matchesClient(row, search)) : rows);
}
