import { TZDate } from '@date-fns/tz';
import { type CorrectionRequest, type CorrectionRequestBody, localDateOf, MSG } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { conflict, fieldError } from '../../lib/http-error.js';
import { auditedChange, type ChangeRequest } from '../audit/audited-change.js';
import { assertDayEditable } from '../payroll/timecard-lock.js';
import { presentRequest } from './corrections.presenter.js';
import { findDayOn, insertRequest, listRequests, organisationZone } from './corrections.repository.js';
import { checkTimes } from './day-times.js';

/** `date` + `HH:MM` on the organisation's clock, as an ISO instant. */
export function zonedInstant(date: string, clock: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = clock.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, zone).getTime()).toISOString();
}

/**
 * POST /api/attendance/corrections/: the employee asks to fix one of their days (a missing
 * check-out, a wrong time, a day never punched) with proposed times and a reason. Refused for a
 * future date, for times that do not make a shift (out after in, at most 24 h, not in the future),
 * for a day whose timecard is approved (409 `timecard_locked`) and while another request for the
 * same date and day is pending (409, by the partial unique index).
 */
export async function requestCorrection(
  ctx: AppContext,
  req: ChangeRequest,
  body: CorrectionRequestBody,
): Promise<CorrectionRequest> {
  const zone = await organisationZone(ctx.db);
  const now = ctx.clock.now();
  if (body.date > localDateOf(now, zone)) throw fieldError('date', MSG.correctionRequestFutureDate);
  const userId = req.actor.id;
  let day = await findDayOn(ctx.db, userId, body.date);
  if (body.work_day_id !== undefined && body.work_day_id !== null && day?.id !== body.work_day_id) {
    // with several shifts a day (a later issue) this looks the named one up; today one day per date
    throw fieldError('work_day_id', MSG.correctionRequestDayUnknown);
  }
  const checkIn = body.check_in === null ? null : zonedInstant(body.date, body.check_in, zone);
  const checkOut = body.check_out === null ? null : zonedInstant(body.date, body.check_out, zone);
  if (!day && (checkIn === null || checkOut === null)) {
    throw fieldError(checkIn === null ? 'check_in' : 'check_out', MSG.correctionRequestNewDayTimes);
  }
  const fields = { checkIn: 'check_in', checkOut: 'check_out' };
  checkTimes(
    { now, fields },
    { checkIn, checkOut },
    { checkIn: day?.check_in_at ?? checkIn ?? '', checkOut: day?.check_out_at ?? null },
  );
  const created = await auditedChange(
    ctx,
    req,
    async ({ trx, now, audit }) => {
      await assertDayEditable(trx, ctx.dialect, userId, body.date, now);
      day = await findDayOn(trx, userId, body.date);
      const row = await insertRequest(trx, {
        user_id: userId,
        work_date: body.date,
        work_day_id: day?.id ?? null,
        check_in_at: checkIn,
        check_out_at: checkOut,
        reason: body.reason,
        created_at: now.toISOString(),
      });
      await audit({ action: 'create', entity: 'correction_request', entityId: row.id, before: null, after: row });
      return row;
    },
    () => conflict(MSG.correctionRequestPending),
  );
  const [row] = await listRequests(ctx.db, { ids: [created.id] });
  return presentRequest(row!, zone);
}
