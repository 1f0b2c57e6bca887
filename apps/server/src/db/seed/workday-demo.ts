import { TZDate } from '@date-fns/tz';
import { exactWorkedTime, localDateOf, workedTime } from '@daybook/domain';
import { addDays, format, isWeekend, parseISO } from 'date-fns';
import { writeAudit } from '../../modules/audit/audit.repository.js';
import { organisationTimeZone } from '../../modules/organisation/organisation.repository.js';
import type { Executor } from '../database.js';

/** Who worked in the demo's recent past: everyone but the administrator. */
const WORKERS = ['manager', 'ana', 'ben', 'carla'] as const;
const WEEKDAYS_BACK = 15;

/** A fixed wall-clock moment of a local date in the zone, through the zone library, as a UTC ISO instant. */
function at(date: string, minutes: number, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // a TZDate's own toISOString keeps the zone's offset (…-07:00); instants are stored in UTC (…Z)
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime()).toISOString();
}

/**
 * Three weeks of work days before today for the demo staff (issue 3: the dashboard and the
 * monitoring page show real figures on first start): check-ins around 08:00, some a little late,
 * a 30-minute lunch pause, and one forgotten check-out (Missing) for Ben. Today stays open, so
 * every demo user can check in. Deterministic: the same demo on every start.
 */
export async function seedWorkdays(trx: Executor, options: { people: Map<string, number>; now: Date }): Promise<void> {
  const timeZone = await organisationTimeZone(trx);
  const today = localDateOf(options.now, timeZone);
  const dates: string[] = [];
  for (let d = addDays(parseISO(today), -1); dates.length < WEEKDAYS_BACK; d = addDays(d, -1)) {
    if (!isWeekend(d)) dates.push(format(d, 'yyyy-MM-dd'));
  }
  const stamp = options.now.toISOString();
  for (const [w, key] of WORKERS.entries()) {
    const userId = options.people.get(key);
    if (userId === undefined) continue;
    for (const [i, date] of dates.entries()) {
      const startMinutes = 8 * 60 - 8 + ((i * 7 + w * 5) % 21); // 07:52–08:12
      const endMinutes = 16 * 60 + ((i * 11 + w * 3) % 35);
      // two weekdays back, so it usually falls in the current pay period
      const missing = key === 'ben' && i === 1;
      const checkIn = at(date, startMinutes, timeZone);
      const checkOut = missing ? null : at(date, endMinutes, timeZone);
      // lunch was taken and resumed; on the Missing day only the check-out was forgotten
      const pause = { paused_at: at(date, 12 * 60, timeZone), resumed_at: at(date, 12 * 60 + 30, timeZone) };
      const time = checkOut ? workedTime(new Date(checkIn), new Date(checkOut), [pause]) : null;
      // the exact seconds beside the minutes, as a check-out stores them (ADR 0019)
      const exact = checkOut ? exactWorkedTime(new Date(checkIn), new Date(checkOut), [pause]) : null;
      const day = await trx
        .insertInto('work_days')
        .values({
          user_id: userId,
          work_date: date,
          check_in_at: checkIn,
          check_out_at: checkOut,
          check_in_latitude: 33.3703,
          check_in_longitude: -111.9633,
          check_in_accuracy: 20,
          check_out_latitude: checkOut ? 33.3704 : null,
          check_out_longitude: checkOut ? -111.9631 : null,
          check_out_accuracy: checkOut ? 18 : null,
          worked_minutes: time?.worked_minutes ?? null,
          paused_minutes: time?.paused_minutes ?? 30,
          worked_seconds: exact?.worked_seconds ?? null,
          paused_seconds: exact?.paused_seconds ?? 30 * 60,
          created_at: checkIn,
          updated_at: checkOut ?? checkIn,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('work_day_pauses')
        .values({ work_day_id: day.id, ...pause, reason: 'Lunch break', created_at: pause.paused_at })
        .execute();
      await writeAudit(trx, {
        actorId: null,
        action: 'create',
        entity: 'work_day',
        entityId: day.id,
        after: { ...day, via: 'demo seed' },
        at: new Date(stamp),
      });
    }
  }
}
