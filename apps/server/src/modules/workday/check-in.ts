import { type CheckInOutBody, MSG, type WorkDay, workDayStatus } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { inOneTrip } from '../../db/prepared.js';
import { inOrder, offlineColumns } from '../../lib/action-time.js';
import { conflict } from '../../lib/http-error.js';
import { locationColumns } from '../../lib/location.js';
import { workDayLocationRulesOf, workDayLocationsRead } from '../location-trust/check-work-day-location.js';
import { dayTimecardLock, refuseApprovedCard } from '../payroll/assert-day-editable.js';
import { type ClockRequest, moment, presentContext, recordClockAction } from './clock-action.js';
import { presentWorkDay } from './workday.presenter.js';
import { checkInShiftsOf, checkInShiftsRead, insertCheckInDay, userLock } from './workday.repository.js';

/**
 * POST /api/attendance/checkin/: opens a new shift on today's date. A day may hold several shifts
 * (split shifts, docs/decisions/0027-split-shifts.md): a check-in is refused only while a shift of
 * the user is In Progress; a Missing one (a forgotten check-out) does not block it. The user's row
 * is locked first, so of simultaneous check-ins exactly one opens a shift.
 */
export async function checkIn(ctx: AppContext, body: CheckInOutBody, req: ClockRequest): Promise<WorkDay> {
  const m = await moment(ctx, req.actor, body);
  const loc = locationColumns(body);
  const userId = req.actor.id;
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The timecard lock comes first, as in every writer of a work day (ADR 0014), then the user's
    // row: of simultaneous check-ins one at a time reads the open shifts (ADR 0027). Then the open
    // shifts, the latest shift and whether today has one (one read, docs/performance.md), and the
    // location rules. Sent together, run in this order: the reads run once both locks are held
    // (db/prepared.ts inOneTrip, ADR 0042).
    const [cards, , shiftRows, locationRows] = await inOneTrip(trx, [
      await dayTimecardLock(trx, ctx.dialect, userId, m.today, m.time.receivedAt),
      userLock(ctx.dialect, userId),
      checkInShiftsRead(userId, m.today),
      workDayLocationsRead(userId),
    ]);
    refuseApprovedCard(cards, true);
    const { open, latest, onDate } = checkInShiftsOf(shiftRows, m.today);
    if (open.some((day) => workDayStatus(day, m.now, m.today) === 'In Progress')) {
      throw conflict(MSG.stillCheckedIn, true);
    }
    // A new shift starts after the latest one (also an offline check-in, docs/offline.md).
    inOrder(m.time, latest?.check_in_at, latest?.check_out_at);
    // a later shift of the day is never late (ADR 0027)
    const later = onDate;
    const stamp = m.time.receivedAt.toISOString();
    const created = await insertCheckInDay(trx, {
      user_id: req.actor.id,
      work_date: m.today,
      check_in_at: m.now.toISOString(),
      check_in_latitude: loc.latitude,
      check_in_longitude: loc.longitude,
      check_in_accuracy: loc.accuracy,
      ...offlineColumns('check_in', m.time),
      created_at: stamp,
      updated_at: stamp,
    });
    return {
      ...created,
      later,
      location_check: await recordClockAction(
        trx,
        { m, req, loc, rules: workDayLocationRulesOf(locationRows) },
        'check_in',
        created.id,
        {
          after: created,
        },
      ),
    };
  });
  const { later, location_check, ...created } = row;
  return { ...presentWorkDay(created, undefined, presentContext(m), later), location_check };
}
