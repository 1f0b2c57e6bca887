import { randomBytes } from 'node:crypto';
import type { ClientRow, GoalRow } from '../src/db/schema.js';
import { signedIn, type TestApp } from './helper.js';

/** Test data for the care routes: clients with goals inserted straight into the database. */

export interface ClientFixture {
  client: ClientRow;
  goals: GoalRow[];
}

/** A client owned by `ownerId` with `goalCount` goals; the business id is unique per call. */
export async function insertClient(
  t: TestApp,
  ownerId: number,
  fields: Partial<Omit<ClientRow, 'id'>> = {},
  goalCount = 2,
): Promise<ClientFixture> {
  const now = t.clock.now().toISOString();
  const client = await t.db
    .insertInto('clients')
    .values({
      // Letters only, so a search by a record id (digits) never matches a code by chance.
      client_code: `GC-${randomBytes(4)
        .toString('hex')
        .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'q')}`,
      first_name: 'Luis',
      last_name: 'Tester',
      dob: '1990-04-12',
      location: 'GUADALUPE_DTA',
      bill_type: 'monthly',
      phone: '4805550199',
      guardian: 'Rosa Tester',
      status: 'active',
      owner_id: ownerId,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const goals: GoalRow[] = [];
  for (let position = 1; position <= goalCount; position += 1) {
    goals.push(
      await t.db
        .insertInto('goals')
        .values({
          client_id: client.id,
          position,
          description: `Goal ${position} of ${client.client_code}`,
          activities: 'Practice with prompts',
          outcome: 'Completes the task independently',
          active: true,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return { client, goals };
}

/** Two providers (each with a client) and an admin, signed in. */
export async function careWorld(t: TestApp) {
  const admin = await signedIn(t, { role: 'admin', name: 'Admin Person' });
  const ana = await signedIn(t, { name: 'Ana Provider' });
  const ben = await signedIn(t, { name: 'Ben Provider', role: 'manager' });
  const anaClient = await insertClient(t, ana.userId, { first_name: 'Maya', last_name: 'Lopez' });
  const benClient = await insertClient(t, ben.userId, { first_name: 'Noah', last_name: 'Smith' });
  return { admin, ana, ben, anaClient, benClient };
}

/** A valid POST /api/attendance/ body for a client. */
export function attendanceBody(clientCode: string, overrides: Record<string, unknown> = {}) {
  return {
    client: clientCode,
    time_in: '09:00',
    time_out: '14:30',
    service: 'DTA1',
    location: 'GUADALUPE_DTA',
    date: '11/20/2026',
    one_on_one: false,
    documentation: 'Worked on goals.',
    ...overrides,
  };
}

/** Rows of the care tables: equal snapshots mean nothing was written. */
export async function careSnapshot(t: TestApp) {
  const [clients, goals, attendance, progress, trials, audit] = await Promise.all([
    t.db.selectFrom('clients').selectAll().orderBy('id').execute(),
    t.db.selectFrom('goals').selectAll().orderBy('id').execute(),
    t.db.selectFrom('client_attendance').selectAll().orderBy('id').execute(),
    t.db.selectFrom('daily_progress').selectAll().orderBy('id').execute(),
    t.db.selectFrom('trials').selectAll().orderBy('id').execute(),
    t.db.selectFrom('audit_log').selectAll().orderBy('id').execute(),
  ]);
  return { clients, goals, attendance, progress, trials, audit };
}
