import { localDateOf } from '@daybook/domain';
import type { AppContext } from '../../context.js';
import { writeAudit } from '../../modules/audit/audit.repository.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { presentUserForAudit } from '../../modules/users/user.presenter.js';
import { countUsers, insertUser } from '../../modules/users/users.repository.js';
import type { Executor } from '../database.js';
import { seedAdminDemo } from './admin-demo.js';
import { seedServiceAuthorizations } from './billing-demo.js';
import { seedCare } from './care-demo.js';
import { linkLocationCodes } from './link-location-codes.js';
import { seedSignatures } from './signatures-demo.js';
import { seedWorkdays } from './workday-demo.js';

/** The fixed demo password (issue 2): anyone trying the product can sign in. */
export const DEMO_PASSWORD = 'Daybook-demo-2026!';

export const DEMO_LOGINS = [
  { email: 'admin@daybook.test', role: 'admin' },
  { email: 'manager@daybook.test', role: 'manager' },
  { email: 'ana@daybook.test', role: 'staff' },
  { email: 'ben@daybook.test', role: 'staff' },
  { email: 'carla@daybook.test', role: 'staff' },
] as const;

interface DemoPerson {
  key: string;
  name: string;
  role: 'staff' | 'manager' | 'admin';
  department: string;
  phone: string | null;
  rateCents: number;
  reportsTo?: string;
  payrollId: string;
  providerId: string | null;
  location: string | null;
  address: { street: string; address2: string | null; city: string; state: string; zip: string };
  personal: { gender: string; race: string; marital: string; services: string; info: string | null };
}

const PEOPLE: DemoPerson[] = [
  {
    key: 'admin',
    name: 'Alex Morgan',
    role: 'admin',
    department: 'Administration',
    phone: '4805550101',
    rateCents: 3400,
    payrollId: 'PR-1001',
    providerId: null,
    location: null,
    address: { street: '120 E Main St', address2: 'Suite 200', city: 'Mesa', state: 'AZ', zip: '85201' },
    personal: { gender: 'Female', race: 'White', marital: 'Married', services: 'Administration', info: null },
  },
  {
    key: 'manager',
    name: 'Maria Lopez',
    role: 'manager',
    department: 'Day Program',
    phone: '4805550102',
    rateCents: 2850,
    payrollId: 'PR-1002',
    providerId: 'PV-2002',
    location: 'GUADALUPE_DTA',
    address: { street: '5502 S Calle Guadalupe', address2: null, city: 'Guadalupe', state: 'AZ', zip: '85283' },
    personal: {
      gender: 'Female',
      race: 'Hispanic or Latino',
      marital: 'Single',
      services: 'DTA1, DTA2',
      info: 'Program manager for the Guadalupe day programs.',
    },
  },
  {
    key: 'ana',
    name: 'Ana Reyes',
    role: 'staff',
    department: 'Day Program',
    phone: '4805550103',
    rateCents: 1875,
    reportsTo: 'manager',
    payrollId: 'PR-1003',
    providerId: 'PV-2003',
    location: 'GUADALUPE_DTA',
    address: { street: '8810 S Avenida Del Yaqui', address2: 'Apt 4', city: 'Guadalupe', state: 'AZ', zip: '85283' },
    personal: { gender: 'Female', race: 'Hispanic or Latino', marital: 'Married', services: 'DTA1, DTT', info: null },
  },
  {
    key: 'ben',
    name: 'Ben Carter',
    role: 'staff',
    department: 'Day Program',
    phone: '480-555-0104',
    rateCents: 1800,
    reportsTo: 'manager',
    payrollId: 'PR-1004',
    providerId: 'PV-2004',
    location: 'GUADALUPE_DTT',
    address: { street: '2200 W Baseline Rd', address2: null, city: 'Tempe', state: 'AZ', zip: '85283' },
    personal: { gender: 'Male', race: 'Black or African American', marital: 'Single', services: 'DTT', info: null },
  },
  {
    key: 'carla',
    name: 'Carla Nguyen',
    role: 'staff',
    department: 'Day Program',
    phone: null,
    rateCents: 1925,
    payrollId: 'PR-1005',
    providerId: 'PV-2005',
    location: 'GUADALUPE_SPECIAL',
    address: { street: '77 N Country Club Dr', address2: null, city: 'Mesa', state: 'AZ', zip: '85201' },
    personal: { gender: 'Female', race: 'Asian', marital: 'Prefer not to say', services: 'SDTA', info: null },
  },
];

async function ensureDepartment(db: Executor, name: string, now: Date): Promise<number> {
  const existing = await db.selectFrom('departments').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('departments')
    .values({ name, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Loads the demo organisation into an empty database: five people (issue 2 table), their
 * departments and settings. Does nothing when any user exists.
 */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.clock.now();
  const stamp = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const person of PEOPLE) {
      const departmentId = await ensureDepartment(trx, person.department, now);
      const user = await insertUser(trx, {
        email: `${person.key}@daybook.test`,
        name: person.name,
        password_hash: passwordHash,
        role: person.role,
        phone: person.phone,
        location: person.location,
        payroll_id: person.payrollId,
        provider_id: person.providerId,
        department_id: departmentId,
        manager_id: person.reportsTo ? (ids.get(person.reportsTo) ?? null) : null,
        hourly_rate_cents: person.rateCents,
        created_at: stamp,
        updated_at: stamp,
      });
      ids.set(person.key, user.id);
      await writeAudit(trx, {
        actorId: null,
        action: 'create',
        entity: 'user',
        entityId: user.id,
        after: { ...presentUserForAudit(user), via: 'demo seed' },
        at: now,
      });
      await trx
        .insertInto('user_settings')
        .values({
          user_id: user.id,
          street_address: person.address.street,
          address2: person.address.address2,
          city: person.address.city,
          state: person.address.state,
          zip_code: person.address.zip,
          gender: person.personal.gender,
          race: person.personal.race,
          marital_status: person.personal.marital,
          services_provided: person.personal.services,
          additional_info: person.personal.info,
          updated_at: stamp,
        })
        .execute();
    }
    await seedCare(trx, { owners: ids, now });
    await seedWorkdays(trx, { people: ids, now });
    await seedOpeningRates(trx, [...ids.values()], now);
    await seedAdminDemo(trx, { people: ids, now });
    await linkLocationCodes(trx);
    await seedSignatures(trx, { now });
    await seedServiceAuthorizations(trx, { now });
    await trx.updateTable('organisation').set({ bootstrapped_at: stamp }).where('id', '=', 1).execute();
  });
  return true;
}

/**
 * Each demo person's rate on their record as the first entry of their rate history, from their
 * first work day (today for someone without one), as an admin's first dated rate would keep it
 * (docs/payroll-rules.md, "A rate dated into an approved period"): the console's record then shows
 * the rate that pays them rather than no history.
 */
async function seedOpeningRates(trx: Executor, userIds: number[], now: Date): Promise<void> {
  const timeZone = (await trx.selectFrom('organisation').select('time_zone').executeTakeFirstOrThrow()).time_zone;
  for (const userId of userIds) {
    const [user, first, history] = await Promise.all([
      trx.selectFrom('users').select('hourly_rate_cents').where('id', '=', userId).executeTakeFirstOrThrow(),
      trx
        .selectFrom('work_days')
        .select('work_date')
        .where('user_id', '=', userId)
        .orderBy('work_date')
        .limit(1)
        .executeTakeFirst(),
      trx.selectFrom('user_rates').select('id').where('user_id', '=', userId).executeTakeFirst(),
    ]);
    if (history) continue;
    await trx
      .insertInto('user_rates')
      .values({
        user_id: userId,
        hourly_rate_cents: user.hourly_rate_cents,
        effective_date: first?.work_date ?? localDateOf(now, timeZone),
        created_by: null,
        created_at: now.toISOString(),
      })
      .execute();
  }
}
