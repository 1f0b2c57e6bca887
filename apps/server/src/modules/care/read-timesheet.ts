import {
  billableHours,
  displayDate,
  MSG,
  payPeriodFor,
  rangeTooLong,
  recordBillableHours,
  type Timesheet,
  type TimesheetQuery,
  timesheetStatus,
  timesheetTotals,
} from '@daybook/domain';
import type { Actor, AppContext } from '../../context.js';
import { toBool } from '../../db/schema.js';
import { fieldError, unauthorized } from '../../lib/http-error.js';
import { withBilling } from '../billing/with-billing.js';
import { withAttendanceSignatures } from '../signatures/with-signatures.js';
import { findUserById } from '../users/find-user.js';
import { seesAllClients } from './care.policy.js';
import { listVisibleAttendance } from './care.repository.js';
import { organisationToday } from './care-dates.js';
import { findClientByRef } from './find-client.js';

/**
 * GET /api/timesheet/: the actor's clients' attendance as timesheet rows with billable and
 * scheduled hours and the three totals (docs/product-rules.md §2, §9; No Show made real and billing nothing,
 * ADR 0009 and its addendum), and each row's billable units, amount, signature and authorization
 * (docs/billing-rules.md). Default range: the current pay period; a reversed range is a
 * field error on `end_date`.
 */
export async function readTimesheet(ctx: AppContext, actor: Actor, query: TimesheetQuery): Promise<Timesheet> {
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw unauthorized(MSG.sessionEnded);
  const period = payPeriodFor(await organisationToday(ctx));
  const start = query.start_date ?? (query.end_date ? payPeriodFor(query.end_date).start_date : period.start_date);
  const end = query.end_date ?? (query.start_date ? payPeriodFor(query.start_date).end_date : period.end_date);
  if (start > end) throw fieldError('end_date', MSG.rangeReversed);
  if (rangeTooLong(start, end)) {
    throw fieldError('end_date', MSG.rangeTooLong);
  }
  const heading = {
    provider: { id: user.id, name: user.name },
    start_date: displayDate(start),
    end_date: displayDate(end),
    start,
    end,
  };

  let clientId: number | null = null;
  const ref = query.client?.trim() ?? '';
  if (ref !== '' && ref.toLowerCase() !== 'all') {
    // the reference as sent: a record id only in canonical digits (find-client.ts)
    const client = await findClientByRef(ctx.db, actor, query.client ?? ref);
    // Another provider's client reads as an empty timesheet, never as theirs.
    if (!client)
      return { ...heading, client: null, rows: [], totals: { ...timesheetTotals([]), units: 0, amount_cents: 0 } };
    clientId = client.id;
  }
  const records = await listVisibleAttendance(ctx.db, actor, {
    from: start,
    to: end,
    ...(clientId !== null ? { clientId } : {}),
    ...(query.provider !== undefined && seesAllClients(actor) ? { ownerId: query.provider } : {}),
  });
  const plain = records
    .map((record) => {
      const absent = toBool(record.absent);
      const name = `${record.first_name} ${record.last_name}`;
      return {
        id: record.id,
        status: timesheetStatus({ absent, time_out: record.time_out }),
        client: name,
        client_code: record.client_code,
        client_id: record.client_id,
        client_name: name,
        service: record.service,
        service_date: displayDate(record.date),
        service_date_iso: record.date,
        start_time: record.time_in,
        end_time: record.time_out,
        provider: record.provider_text ?? record.created_by_name,
        billable_hours: recordBillableHours({ absent, time_in: record.time_in, time_out: record.time_out }),
        scheduled_hours: billableHours(record.time_in, record.time_out),
      };
    })
    .sort(
      (a, b) =>
        a.service_date_iso.localeCompare(b.service_date_iso) || a.start_time.localeCompare(b.start_time) || a.id - b.id,
    );
  // Units and amounts beside the hours (docs/billing-rules.md); the hours columns keep docs/product-rules.md §9's rule.
  // and each record's signatures and addenda, for the page and its export (docs/signatures.md)
  const rows = await withAttendanceSignatures(
    ctx.db,
    await withBilling(
      ctx.db,
      plain.map((row) => ({ ...row, date_iso: row.service_date_iso })),
    ),
  );
  const totals = {
    ...timesheetTotals(rows),
    units: rows.reduce((sum, row) => sum + row.units, 0),
    amount_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
  };
  return { ...heading, client: clientId, rows: rows.map(({ date_iso: _, ...row }) => row), totals };
}
