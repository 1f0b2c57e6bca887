import { type CheckInOutBody, exactWorkedTime, MSG, type WorkDay, workedTime } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { inOneTrip } from '../../db/prepared.js';
import type { WorkDayPauseRow } from '../../db/schema.js';
import { checkOutInOrder, inOrder, offlineColumns } from '../../lib/action-time.js';
import { conflict } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { workDayLocationRulesOf, workDayLocationsRead } from '../location-trust/check-work-day-location.js';
import { dayTimecardLock, refuseApprovedCard, type TimecardRow } from '../payroll/assert-day-editable.js';
import { type ClockRequest, moment, presentContext, recordClockAction } from './clock-action.js';
import { presentWorkDay } from './workday.presenter.js';
import { checkOutClaim, dayPausesRead, findLatestDay, setWorkedTime, updatePauseRow } from './workday.repository.js';

/**
 * A check-out at or before the shift's check-in, online or offline: refused as a correction of the
 * same times is (docs/payroll-rules.md), so no shift of no length is stored and it stays open.
 */
const notAfterCheckIn = () => conflict(MSG.correctionOutBeforeIn, true, 'check_out_not_after_check_in');

/**
 * POST /api/attendance/checkout/: closes the current shift (also one that began yesterday),
 * closes a pause left open, and stores the hours the server computes.
 */
export async function checkOut(ctx: AppContext, body: CheckInOutBody, req: ClockRequest): Promise<WorkDay> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const latest = await findLatestDay(trx, req.actor.id);
    const open = latest && latest.check_out_at === null ? latest : undefined;
    if (!open) {
      // Today's latest shift already closed: "already checked out" (a repeated tap), else none.
      throw conflict(latest?.work_date === m.today ? MSG.alreadyCheckedOut : MSG.notCheckedIn, true);
    }
    const card = await dayTimecardLock(trx, ctx.dialect, req.actor.id, open.work_date, m.time.receivedAt);
    const claim = (checkOutAt: string) =>
      checkOutClaim(open.id, {
        check_out_at: checkOutAt,
        check_out_latitude: loc.latitude,
        check_out_longitude: loc.longitude,
        check_out_accuracy: loc.accuracy,
        ...offlineColumns('check_out', m.time),
        updated_at: m.time.receivedAt.toISOString(),
      });
    // The timecard lock first (ADR 0014); then the conditional update that claims the check-out
    // (of simultaneous requests only one matches); then the shift's pauses, read once the check-out
    // is claimed (on PostgreSQL the claim holds the row, so a pause being written now has committed
    // or waits and is then refused; one read where there were two, docs/performance.md); and the
    // location rules. Sent together and run in that order (db/prepared.ts inOneTrip, ADR 0042).
    let checkOutAt: string;
    let cards: TimecardRow[];
    let claimed: { id: number }[];
    let pauses: WorkDayPauseRow[];
    let locations: Parameters<typeof workDayLocationRulesOf>[0];
    if (m.time.offline) {
      // Offline, a check-out before the check-in or a recorded pause is refused (docs/offline.md),
      // so the pauses are read before the claim as well.
      let earlier: WorkDayPauseRow[];
      [cards, earlier] = await inOneTrip(trx, [card, dayPausesRead(open.id)]);
      refuseApprovedCard(cards, true);
      checkOutAt = checkOutInOrder(
        m.time,
        notAfterCheckIn,
        open.check_in_at,
        ...earlier.flatMap((p) => [p.paused_at, p.resumed_at]),
      ).toISOString();
      [claimed, pauses, locations] = await inOneTrip(trx, [
        claim(checkOutAt),
        dayPausesRead(open.id),
        workDayLocationsRead(req.actor.id),
      ]);
    } else {
      checkOutAt = checkOutInOrder(m.time, notAfterCheckIn, open.check_in_at).toISOString();
      [cards, claimed, pauses, locations] = await inOneTrip(trx, [
        card,
        claim(checkOutAt),
        dayPausesRead(open.id),
        workDayLocationsRead(req.actor.id),
      ]);
      refuseApprovedCard(cards, true);
    }
    if (claimed.length === 0) throw conflict(MSG.alreadyCheckedOut, true);
    // A shift has at most one open pause (by constraint), closed here at the check-out, and the
    // hours are worked out from the pauses as written.
    const openPause = pauses.find((pause) => pause.resumed_at === null);
    if (openPause) {
      const resumedAt = inOrder({ ...m.time, at: new Date(checkOutAt) }, openPause.paused_at).toISOString();
      await updatePauseRow(trx, openPause.id, {
        resumed_at: resumedAt,
        ...offlineColumns('resume', m.time),
        resume_note: 'Closed at check-out',
        resume_latitude: loc.latitude,
        resume_longitude: loc.longitude,
        resume_accuracy: loc.accuracy,
      });
      pauses = pauses.map((pause) => (pause.id === openPause.id ? { ...pause, resumed_at: resumedAt } : pause));
    }
    const time = workedTime(new Date(open.check_in_at), new Date(checkOutAt), pauses);
    const exact = exactWorkedTime(new Date(open.check_in_at), new Date(checkOutAt), pauses);
    const closed = await setWorkedTime(trx, open.id, {
      worked_minutes: time.worked_minutes,
      paused_minutes: time.paused_minutes,
      worked_seconds: exact.worked_seconds,
      paused_seconds: exact.paused_seconds,
    });
    return {
      ...closed,
      location_check: await recordClockAction(
        trx,
        { m, req, loc, rules: workDayLocationRulesOf(locations) },
        'check_out',
        open.id,
        {
          before: open,
          after: closed,
        },
      ),
    };
  });
  return { ...presentWorkDay(row, undefined, presentContext(m)), location_check: row.location_check };
}
