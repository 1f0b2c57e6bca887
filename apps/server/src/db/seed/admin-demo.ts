import { TZDate } from '@date-fns/tz';
import { evaluateLocation, localDateOf, verifyVisit } from '@daybook/domain';
import { addDays, format, isWeekend, parseISO } from 'date-fns';
import { writeAudit } from '../../modules/audit/audit.repository.js';
import { organisationTimeZone } from '../../modules/organisation/organisation.repository.js';
import type { Executor } from '../database.js';

const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The demo's extra departments (issue 5). */
const DEPARTMENTS = ['Habilitation', 'Transportation'];

/** The three locations of docs/product-rules.md §9 around Guadalupe, AZ (the migration adds them; kept here for old databases). */
const LOCATIONS = [
  { code: 'GUADALUPE_DTA', name: 'Guadalupe DTA', latitude: 33.3703, longitude: -111.9633 },
  { code: 'GUADALUPE_DTT', name: 'Guadalupe DTT', latitude: 33.3709, longitude: -111.9627 },
  { code: 'GUADALUPE_SPECIAL', name: 'Guadalupe Special DTA', latitude: 33.3698, longitude: -111.964 },
];

interface DemoMember {
  name: string;
  /** The service address (fictional) and its coordinates: the centre of the member's home geofence. */
  address: string;
  latitude: number;
  longitude: number;
}

/** Three members for each demo staff member, each with a home around Guadalupe, AZ (docs/evv.md). */
const MEMBERS: Record<string, DemoMember[]> = {
  ana: [
    {
      name: 'Rosa Valenzuela',
      address: '5412 S Calle Yaqui, Guadalupe, AZ 85283',
      latitude: 33.3784,
      longitude: -111.9561,
    },
    {
      name: 'Tomas Yucupicio',
      address: '9120 S Avenida Pascua, Guadalupe, AZ 85283',
      latitude: 33.3712,
      longitude: -111.9618,
    },
    {
      name: 'Elena Molina',
      address: '8730 S Calle Vaquero, Guadalupe, AZ 85283',
      latitude: 33.3665,
      longitude: -111.965,
    },
  ],
  ben: [
    { name: 'Marcus Bell', address: '1804 E Calle Sol, Tempe, AZ 85283', latitude: 33.38, longitude: -111.97 },
    { name: 'Priya Shah', address: '2216 E Palomino Dr, Tempe, AZ 85283', latitude: 33.375, longitude: -111.95 },
    { name: 'Diego Flores', address: '9315 S Calle Luna, Guadalupe, AZ 85283', latitude: 33.369, longitude: -111.958 },
  ],
  carla: [
    { name: 'Hannah Kim', address: '1407 E Mesa Verde Dr, Tempe, AZ 85283', latitude: 33.365, longitude: -111.972 },
    { name: 'Jamal Brooks', address: '2502 E Calle Gloria, Tempe, AZ 85283', latitude: 33.383, longitude: -111.962 },
    {
      name: 'Lucia Romero',
      address: '9021 S Avenida Mora, Guadalupe, AZ 85283',
      latitude: 33.372,
      longitude: -111.968,
    },
  ],
};
/** The demo's home geofence radius (the schema's default, docs/evv.md). */
const HOME_RADIUS_M = 300;
/** The organisation's default low-accuracy limit in metres (migration 0014). */
const LOW_ACCURACY_LIMIT_M = 200;
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
    for (const [i, home] of names.entries()) {
      const { name } = home;
      const member = await trx
        .insertInto('members')
        .values({
          name,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@members.daybook.test`,
          phone: `48055502${s}${i}`,
          notes: null,
          assigned_user_id: staffId,
          active: true,
          member_id: `A${70010000 + s * 10 + i}`,
          service_address: home.address,
          latitude: home.latitude,
          longitude: home.longitude,
          home_radius_m: HOME_RADIUS_M,
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
        // Both ends a few metres from the member's home, judged as a live check-in/out would be
        // (docs/evv.md "Verification"); one member declined to confirm a visit, so the EVV page
        // shows one exception beside verified visits.
        const fence = {
          id: member.id,
          name,
          latitude: home.latitude,
          longitude: home.longitude,
          radius_m: HOME_RADIUS_M,
        };
        // 11 m from home, as a phone would report it: six decimals, not the float sum's 33.366600000000005
        const startFix = { latitude: sixDecimals(home.latitude + 0.0001), longitude: home.longitude, accuracy: 15 };
        const endFix = { latitude: home.latitude, longitude: sixDecimals(home.longitude + 0.0001), accuracy: 12 };
        const startCheck = evaluateLocation(startFix, [fence], LOW_ACCURACY_LIMIT_M);
        const endCheck = evaluateLocation(endFix, [fence], LOW_ACCURACY_LIMIT_M);
        const refused = s === 1 && i === 1 && v === 1;
        const verification = verifyVisit({
          start: startCheck.status,
          end: endCheck.status,
          confirmationName: refused ? null : name,
          confirmationReason: refused ? 'refused' : null,
          changed: false,
        });
        const visit = await trx
          .insertInto('member_visits')
          .values({
            member_id: member.id,
            provider_id: staffId,
            service: SERVICES[s % SERVICES.length],
            visit_date: date,
            check_in_at: at(date, start, zone),
            check_out_at: at(date, start + minutes, zone),
            check_in_latitude: startFix.latitude,
            check_in_longitude: startFix.longitude,
            check_in_accuracy: startFix.accuracy,
            check_in_location_status: startCheck.status,
            check_in_distance_m: startCheck.distance_m,
            check_out_latitude: endFix.latitude,
            check_out_longitude: endFix.longitude,
            check_out_accuracy: endFix.accuracy,
            check_out_location_status: endCheck.status,
            check_out_distance_m: endCheck.distance_m,
            confirmation_name: refused ? null : name,
            confirmation_reason: refused ? 'refused' : null,
            confirmed_at: at(date, start + minutes, zone),
            verification_status: verification.status,
            verification_reasons: JSON.stringify(verification.reasons),
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
