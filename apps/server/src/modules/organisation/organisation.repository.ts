import type { Executor } from '../../db/database.js';

export function getOrganisation(db: Executor) {
  return db.selectFrom('organisation').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

/** Creates the single organisation row when a database is new; leaves an existing one alone. */
export async function ensureOrganisation(db: Executor, now: Date, name = 'Daybook Day Programs'): Promise<void> {
  const existing = await db.selectFrom('organisation').select('id').where('id', '=', 1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('organisation')
    .values({
      id: 1,
      name,
      time_zone: 'America/Phoenix',
      late_grace_minutes: 5,
      default_start_time: '08:00',
      support_email: 'support@daybook.test',
      support_phone: '(480) 555-0100',
      address: '9241 S Avenida del Yaqui, Guadalupe, AZ 85283',
      hours_text: 'Mon-Fri 8am-4pm',
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The organisation's time zone; every "today" and pay period is computed in it (docs/product-rules.md §10). */
export async function organisationTimeZone(db: Executor): Promise<string> {
  const row = await db.selectFrom('organisation').select('time_zone').where('id', '=', 1).executeTakeFirst();
  return row?.time_zone ?? 'America/Phoenix';
}
