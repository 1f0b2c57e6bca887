import { TZDate } from '@date-fns/tz';
import { localDateOf } from '@daybook/domain';
import { addDays, format, isWeekend, parseISO } from 'date-fns';
import { writeAudit } from '../../modules/audit/audit.repository.js';
import { organisationTimeZone } from '../../modules/organisation/organisation.repository.js';
import type { Executor } from '../database.js';

/** The demo's extra departments (issue 5). */
const DEPARTMENTS = ['Habilitation', 'Transportation'];

/** The three locations of docs/product-rules.md §9 around Guadalupe, AZ (the migration adds them; kept here for old databases). */
const LOCATIONS = [
  { code: 'GUADALUPE_DTA', name: 'Guadalupe DTA', latitude: 33.3703, longitude: -111.9633 },
  { code: 'GUADALUPE_DTT', name: 'Guadalupe DTT', latitude: 33.3709, longitude: -111.9627 },
  { code: 'GUADALUPE_SPECIAL', name: 'Guadalupe Special DTA', latitude: 33.3698, longitude: -111.964 },
];

/** Three members for each demo staff member. */
const MEMBERS: Record<string, string[]> = {
  ana: ['Rosa Valenzuela', 'Tomas Yucupicio', 'Elena Molina'],
  ben: ['Marcus Bell', 'Priya Shah', 'Diego Flores'],
  carla: ['Hannah Kim', 'Jamal Brooks', 'Lucia Romero'],
};
const SERVICES = ['DTA1', 'DTT', 'SDTA'] as const;

function at(date: string, minutes: number, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // a TZDate's own toISOString keeps the zone's offset (…-07:00); instants are stored in UTC (…Z)
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime()).toISOString();
}

/**
 * Demo data of issue 5: two more departments, the locations of docs/product-rules.md §9, three members assigned to each
 * demo staff member with two past visits each (checked in and out with location), so /members and
 * /admin show real data on first start. Deterministic.
 */
export async function seedAdminDemo(trx: Executor, options: { people: Map<string, number>; now: Date }) {
  const stamp = options.now.toISOString();
  for (const name of DEPARTMENTS) {
    await trx
      .insertInto('departments')
      .values({ name, created_at: stamp })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  for (const location of LOCATIONS) {
    await trx
      .insertInto('locations')
      .values({ ...location, address: 'Guadalupe, AZ 85283', radius_meters: 150, created_at: stamp, updated_at: stamp })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  const zone = await organisationTimeZone(trx);
  const today = localDateOf(options.now, zone);
  const weekdays: string[] = [];
  for (let d = addDays(parseISO(today), -1); weekdays.length < 4; d = addDays(d, -1)) {
    if (!isWeekend(d)) weekdays.push(format(d, 'yyyy-MM-dd'));
  }
  for (const [s, [key, names]] of Object.entries(MEMBERS).entries()) {
    const staffId = options.people.get(key);
    if (staffId === undefined) continue;
    for (const [i, name] of names.entries()) {
      const member = await trx
        .insertInto('members')
        .values({
          name,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@members.daybook.test`,
          phone: `48055502${s}${i}`,
          notes: null,
          assigned_user_id: staffId,
          active: true,
          created_at: stamp,
          updated_at: stamp,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorId: null,
        action: 'create',
        entity: 'member',
        entityId: member.id,
        after: { ...member, via: 'demo seed' },
        at: options.now,
      });
      for (const [v, date] of [weekdays[i], weekdays[i + 1]].entries()) {
        if (!date) continue;
        const start = 9 * 60 + ((s * 3 + i * 2 + v) % 4) * 30;
        const minutes = 90 + ((s + i + v) % 3) * 30;
        const visit = await trx
          .insertInto('member_visits')
          .values({
            member_id: member.id,
            provider_id: staffId,
            service: SERVICES[s % SERVICES.length],
            visit_date: date,
            check_in_at: at(date, start, zone),
            check_out_at: at(date, start + minutes, zone),
            check_in_latitude: 33.3703,
            check_in_longitude: -111.9633,
            check_in_accuracy: 15,
            check_out_latitude: 33.3704,
            check_out_longitude: -111.9632,
            check_out_accuracy: 12,
            worked_minutes: minutes,
            created_at: at(date, start, zone),
            updated_at: at(date, start + minutes, zone),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, {
          actorId: null,
          action: 'create',
          entity: 'member_visit',
          entityId: visit.id,
          after: { ...visit, via: 'demo seed' },
          at: options.now,
        });
      }
    }
  }
}
