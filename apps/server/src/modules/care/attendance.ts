import {
  billableHours,
  type ClientAttendance,
  type ClientAttendanceQuery,
  type clientAttendanceCreateBody,
  type clientAttendanceUpdateBody,
  type DailyPayroll,
  type DailyReportQuery,
  type DailySchedule,
  displayDate,
  MSG,
  sumHours,
} from '@daybook/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { type ClientAttendanceTable, toBool } from '../../db/schema.js';
import { conflict, fieldError, found } from '../../lib/http-error.js';
import { auditedChange } from '../audit/audited-change.js';
import { requireAttendanceService } from '../billing/attendance-services.js';
import { withBilling } from '../billing/billing.service.js';
import { filterLocation, requireLocation } from '../location-trust/program-locations.js';
import { refuseSigned } from '../signatures/record-lock.js';
import { withAttendanceSignatures } from '../signatures/signatures.service.js';
import { organisationToday, writeForClient } from './care.common.js';
import { attendanceForAudit, presentAttendance } from './care.presenter.js';
import {
  type AttendanceView,
  deleteAttendanceRow,
  insertAttendance,
  listVisibleAttendance,
  lockVisibleAttendance,
  updateAttendanceRow,
} from './care.repository.js';

type CreateBody = z.output<typeof clientAttendanceCreateBody>;
type UpdateBody = z.output<typeof clientAttendanceUpdateBody>;

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
  // units, amount, signed and authorization (docs/billing-rules.md)
  const records = (search ? rows.filter((row) => matchesClient(row, search)) : rows).map(presentAttendance);
  // and the signatures and addenda (ADR 0015)
  return withAttendanceSignatures(ctx.db, await withBilling(ctx.db, records));
}

async function readOne(executor: Executor, actor: Actor, id: number) {
  const [row] = await listVisibleAttendance(executor, actor, { id });
  const [record] = await withAttendanceSignatures(
    executor,
    await withBilling(executor, [presentAttendance(found(row))]),
  );
  return found(record);
}

const duplicate = () => conflict(MSG.attendanceDuplicate);

/**
 * POST /api/attendance/: one record per client, date and service (409 otherwise), never dated in
 * the future. `documentation` is the existing client's flag (docs/product-rules.md) or a note (ADR 0009, addendum).
 */
export async function createAttendance(
  ctx: AppContext,
  options: { actor: Actor; body: CreateBody; requestId: string },
): Promise<ClientAttendance> {
  const { actor, body } = options;
  return writeForClient(
    ctx,
    options,
    async ({ trx, audit, stamp, client }) => {
      await requireAttendanceService(trx, body.service);
      const location = await requireLocation(trx, body.location);
      const row = await insertAttendance(trx, {
        client_id: client.id,
        date: body.date,
        time_in: body.time_in,
        time_out: body.time_out,
        service: body.service,
        location: location.code,
        location_id: location.id,
        one_on_one: body.one_on_one,
        absent: body.absent,
        provider_text: body.provider ?? null,
        documentation: body.documentation?.note ?? null,
        documented: body.documentation?.documented ?? false,
        created_by: actor.id,
        created_at: stamp,
        updated_at: stamp,
      });
      await audit({ action: 'create', entity: 'client_attendance', entityId: row.id, after: attendanceForAudit(row) });
      return readOne(trx, actor, row.id);
    },
    duplicate,
  );
}

/** PATCH /api/attendance/{id}/: any subset; a body with only one_on_one works (docs/product-rules.md §7). */
export async function updateAttendance(
  ctx: AppContext,
  options: { actor: Actor; id: number; body: UpdateBody; requestId: string },
): Promise<ClientAttendance> {
  const { actor, body, id } = options;
  return auditedChange(
    ctx,
    options,
    async ({ trx, now, audit }) => {
      const before = found(await lockVisibleAttendance(trx, actor, id, ctx.dialect));
      refuseSigned(before, 'client_attendance', 'update');
      const changes: Updateable<ClientAttendanceTable> = { updated_at: now.toISOString() };
      if (body.one_on_one !== undefined) changes.one_on_one = body.one_on_one;
      if (body.absent !== undefined) changes.absent = body.absent;
      if (body.provider !== undefined) changes.provider_text = body.provider;
      if (body.time_in !== undefined) changes.time_in = body.time_in;
      if (body.time_out !== undefined) changes.time_out = body.time_out;
      if (body.service !== undefined && body.service !== before.service) {
        await requireAttendanceService(trx, body.service);
        changes.service = body.service;
      }
      if (body.location !== undefined) {
        const location = await requireLocation(trx, body.location, { current: before.location });
        changes.location = location.code;
        changes.location_id = location.id;
      }
      if (body.documentation !== undefined) {
        changes.documented = body.documentation.documented;
        if (body.documentation.note !== undefined) changes.documentation = body.documentation.note;
      }
      const timeIn = changes.time_in ?? before.time_in;
      const timeOut = changes.time_out === undefined ? before.time_out : changes.time_out;
      if (timeOut !== null && timeOut <= timeIn) {
        throw fieldError('time_out', MSG.timeOutAfterIn);
      }
      const after = await updateAttendanceRow(trx, id, changes);
      await audit({
        action: 'update',
        entity: 'client_attendance',
        entityId: id,
        before: attendanceForAudit(before),
        after: attendanceForAudit(after),
      });
      return readOne(trx, actor, id);
    },
    duplicate,
  );
}

/** DELETE /api/attendance/{id}/. */
export async function deleteAttendance(
  ctx: AppContext,
  options: { actor: Actor; id: number; requestId: string },
): Promise<void> {
  const { actor, id } = options;
  await auditedChange(ctx, options, async ({ trx, audit }) => {
    const before = found(await lockVisibleAttendance(trx, actor, id, ctx.dialect));
    refuseSigned(before, 'client_attendance', 'delete');
    await deleteAttendanceRow(trx, id);
    await audit({ action: 'delete', entity: 'client_attendance', entityId: id, before: attendanceForAudit(before) });
  });
}

async function dayRows(ctx: AppContext, actor: Actor, query: DailyReportQuery) {
  const date = query.date ?? (await organisationToday(ctx));
  const location = query.location ? await filterLocation(ctx.db, query.location) : null;
  const rows = await listVisibleAttendance(ctx.db, actor, {
    date,
    ...(location ? { location: location.code } : {}),
  });
  const heading = {
    date: displayDate(date),
    date_iso: date,
    location: location?.code ?? null,
    location_name: location?.name ?? null,
  };
  return { rows, heading };
}

/** GET /api/attendance/daily-schedule/: the day's clients for a location, by time in. */
export async function dailySchedule(ctx: AppContext, actor: Actor, query: DailyReportQuery): Promise<DailySchedule> {
  const { rows, heading } = await dayRows(ctx, actor, query);
  const ordered = [...rows].sort(
    (a, b) =>
      a.time_in.localeCompare(b.time_in) ||
      a.last_name.localeCompare(b.last_name) ||
      a.first_name.localeCompare(b.first_name) ||
      a.id - b.id,
  );
  return {
    ...heading,
    rows: ordered.map((row) => ({
      id: row.id,
      client: row.client_code,
      client_id: row.client_id,
      client_name: `${row.first_name} ${row.last_name}`,
      time_in: row.time_in,
      time_out: row.time_out,
      service: row.service,
      location: row.location,
      one_on_one: toBool(row.one_on_one),
      absent: toBool(row.absent),
      provider: row.provider_text,
    })),
  };
}

/**
 * GET /api/attendance/daily-payroll/: the day's billable hours per provider who created the
 * records (absent clients count none). Providers see their clients' records; admins everyone's.
 */
export async function dailyPayroll(ctx: AppContext, actor: Actor, query: DailyReportQuery): Promise<DailyPayroll> {
  const { rows, heading } = await dayRows(ctx, actor, query);
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
