import { localDateOf } from '@daybook/domain';
import { addDays, format, getISODay, parseISO } from 'date-fns';
import type { Insertable } from 'kysely';
import { writeAudit } from '../../modules/audit/audit.repository.js';
import { organisationTimeZone } from '../../modules/organisation/organisation.repository.js';
import type { Executor } from '../database.js';
import type { ClientAttendanceTable, ClientTable, TrialTable } from '../schema.js';

/** A small deterministic pseudo-random source (mulberry32): the demo is the same on every start. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Location = ClientTable['location'];
type Service = ClientAttendanceTable['service'];

interface DemoClient {
  owner: 'ana' | 'ben' | 'carla';
  code: string;
  first: string;
  last: string;
  dob: string;
  location: Location;
  service: Service;
  bill: ClientTable['bill_type'];
  phone: string | null;
  guardian: string | null;
  status: 'active' | 'inactive' | 'pending';
}

const CLIENTS: DemoClient[] = [
  {
    owner: 'ana',
    code: 'GC-1001',
    first: 'Mateo',
    last: 'Alvarez',
    dob: '1994-03-18',
    location: 'GUADALUPE_DTA',
    service: 'DTA1',
    bill: 'monthly',
    phone: '4805550111',
    guardian: 'Lucia Alvarez',
    status: 'active',
  },
  {
    owner: 'ana',
    code: 'GC-1002',
    first: 'Sofia',
    last: 'Begay',
    dob: '1988-11-02',
    location: 'GUADALUPE_DTA',
    service: 'DTA1',
    bill: 'yearly',
    phone: '(480) 555-0112',
    guardian: 'Harold Begay',
    status: 'active',
  },
  {
    owner: 'ana',
    code: 'GC-1003',
    first: 'Daniel',
    last: 'Cruz',
    dob: '2001-07-25',
    location: 'GUADALUPE_DTT',
    service: 'DTT',
    bill: 'quarterly',
    phone: null,
    guardian: 'Marisol Cruz',
    status: 'active',
  },
  {
    owner: 'ana',
    code: 'GC-1004',
    first: 'Emily',
    last: 'Dawson',
    dob: '1979-01-30',
    location: 'GUADALUPE_DTA',
    service: 'DTA2',
    bill: 'monthly',
    phone: '4805550114',
    guardian: null,
    status: 'pending',
  },
  {
    owner: 'ben',
    code: 'GC-2001',
    first: 'Jamal',
    last: 'Edwards',
    dob: '1996-05-09',
    location: 'GUADALUPE_DTT',
    service: 'DTT',
    bill: 'monthly',
    phone: '480-555-0121',
    guardian: 'Denise Edwards',
    status: 'active',
  },
  {
    owner: 'ben',
    code: 'GC-2002',
    first: 'Grace',
    last: 'Fernandez',
    dob: '1991-09-14',
    location: 'GUADALUPE_DTT',
    service: 'DTT',
    bill: 'yearly',
    phone: '4805550122',
    guardian: 'Ramon Fernandez',
    status: 'active',
  },
  {
    owner: 'ben',
    code: 'GC-2003',
    first: 'Tyler',
    last: 'Garcia',
    dob: '1985-12-21',
    location: 'GUADALUPE_DTA',
    service: 'DTA1',
    bill: 'quarterly',
    phone: '4805550123',
    guardian: 'Ana Garcia',
    status: 'active',
  },
  {
    owner: 'ben',
    code: 'GC-2004',
    first: 'Hannah',
    last: 'Holiday',
    dob: '1999-02-11',
    location: 'GUADALUPE_DTT',
    service: 'DTT',
    bill: 'monthly',
    phone: null,
    guardian: 'Mark Holiday',
    status: 'inactive',
  },
  {
    owner: 'carla',
    code: 'GC-3001',
    first: 'Isaac',
    last: 'Ibarra',
    dob: '1990-06-06',
    location: 'GUADALUPE_SPECIAL',
    service: 'SDTA',
    bill: 'monthly',
    phone: '4805550131',
    guardian: 'Elena Ibarra',
    status: 'active',
  },
  {
    owner: 'carla',
    code: 'GC-3002',
    first: 'Julia',
    last: 'Johnson',
    dob: '1983-10-19',
    location: 'GUADALUPE_SPECIAL',
    service: 'SDTA',
    bill: 'yearly',
    phone: '4805550132',
    guardian: null,
    status: 'active',
  },
  {
    owner: 'carla',
    code: 'GC-3003',
    first: 'Kevin',
    last: 'Kee',
    dob: '2000-04-01',
    location: 'GUADALUPE_SPECIAL',
    service: 'SDTA',
    bill: 'quarterly',
    phone: '4805550133',
    guardian: 'Rose Kee',
    status: 'active',
  },
  {
    owner: 'carla',
    code: 'GC-3004',
    first: 'Lena',
    last: 'Lopez',
    dob: '1997-08-27',
    location: 'GUADALUPE_DTA',
    service: 'DTA2',
    bill: 'monthly',
    phone: '4805550134',
    guardian: 'Pedro Lopez',
    status: 'active',
  },
];

const GOALS = [
  {
    description: 'Will wash hands before meals with no more than one verbal prompt.',
    activities: 'Hand-washing routine before lunch; visual schedule at the sink. Barriers: hurries when hungry.',
    outcome: 'Washes hands independently before meals 4 of 5 days.',
  },
  {
    description: 'Will greet a peer or staff member by name on arrival.',
    activities: 'Morning circle greetings; name cards. Barriers: shy in large groups.',
    outcome: 'Greets someone by name on 80% of arrivals.',
  },
  {
    description: 'Will count change up to $5 when buying a snack.',
    activities: 'Snack-store role play with coins and bills. Barriers: loses focus after ten minutes.',
    outcome: 'Counts change correctly in 3 of 4 trials.',
  },
];

const PROMPTS = ['HH', 'P', 'M', 'G', 'VP', 'S'] as const;
const INITIALS = { ana: 'AR', ben: 'BC', carla: 'CN' } as const;
const NOTES = [
  'Good participation today; engaged in group activities.',
  'Needed extra breaks in the afternoon; finished the day calm.',
  'Worked well with peers; practised goals during lunch.',
  'Arrived tired; improved after the morning walk.',
];

/** Inserts rows in chunks so that neither dialect meets its bound-parameter limit. */
async function insertChunked<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * The care part of the demo organisation (issue 4): a dozen clients over the three demo providers,
 * two or three goals each, the last 30 days' weekday attendance, and progress notes with trials
 * whose share of "I" (independent) rises over the month so the goal charts show a trend.
 * Deterministic and bulk-inserted (startup time matters, docs/performance.md).
 */
export async function seedCare(trx: Executor, options: { owners: Map<string, number>; now: Date }): Promise<void> {
  const { owners, now } = options;
  const stamp = now.toISOString();
  const today = localDateOf(now, await organisationTimeZone(trx));
  const next = random(20261120);

  const clientRows = await trx
    .insertInto('clients')
    .values(
      CLIENTS.map((c) => ({
        client_code: c.code,
        first_name: c.first,
        last_name: c.last,
        dob: c.dob,
        location: c.location,
        bill_type: c.bill,
        phone: c.phone,
        guardian: c.guardian,
        status: c.status,
        owner_id: owners.get(c.owner) ?? 0,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .returningAll()
    .execute();
  const goalValues = clientRows.flatMap((client, index) =>
    GOALS.slice(0, 2 + (index % 2)).map((goal, position) => ({
      client_id: client.id,
      position: position + 1,
      ...goal,
      active: true,
      created_at: stamp,
      updated_at: stamp,
    })),
  );
  const goalRows = await trx.insertInto('goals').values(goalValues).returningAll().execute();
  for (const client of clientRows) {
    await writeAudit(trx, {
      actorId: null,
      action: 'create',
      entity: 'client',
      entityId: client.id,
      after: { ...client, via: 'demo seed' },
      at: now,
    });
  }

  // The weekdays of the last 30 days, today included.
  const days: string[] = [];
  for (let back = 29; back >= 0; back -= 1) {
    const date = addDays(parseISO(today), -back);
    if (getISODay(date) <= 5) days.push(format(date, 'yyyy-MM-dd'));
  }

  const attendance: Insertable<ClientAttendanceTable>[] = [];
  const progressPlan: { client: number; date: string; day: number; owner: DemoClient['owner'] }[] = [];
  clientRows.forEach((client, index) => {
    const demo = CLIENTS[index]!;
    if (demo.status === 'inactive') return;
    const ownerId = owners.get(demo.owner) ?? 0;
    days.forEach((date, day) => {
      if (next() < 0.12) return; // not scheduled that day
      const absent = next() < 0.06;
      const start = ['08:00', '08:30', '09:00'][Math.floor(next() * 3)]!;
      const isToday = date === today;
      const end = isToday && index % 3 === 0 ? null : ['14:00', '14:30', '15:00'][Math.floor(next() * 3)]!;
      // Documented: the absence note, or the progress note written for that day (below).
      const record: Insertable<ClientAttendanceTable> = {
        client_id: client.id,
        date,
        time_in: start,
        time_out: end,
        service: demo.service,
        location: demo.location,
        one_on_one: next() < 0.2,
        absent,
        provider_text: null,
        documentation: absent ? 'Client absent; guardian called in.' : null,
        documented: absent,
        created_by: ownerId,
        created_at: stamp,
        updated_at: stamp,
      };
      attendance.push(record);
      if (!absent && !isToday && next() < 0.85) {
        progressPlan.push({ client: client.id, date, day, owner: demo.owner });
        record.documented = true;
      }
    });
  });
  await insertChunked(attendance, 200, (chunk) => trx.insertInto('client_attendance').values(chunk).execute());

  const progressRows: { id: number; client_id: number; date: string }[] = [];
  await insertChunked(progressPlan, 200, async (chunk) => {
    const rows = await trx
      .insertInto('daily_progress')
      .values(
        chunk.map((plan) => ({
          client_id: plan.client,
          date: plan.date,
          location: CLIENTS[clientRows.findIndex((c) => c.id === plan.client)]!.location,
          general_notes: NOTES[Math.floor(next() * NOTES.length)]!,
          additional_notes: null,
          provider_initials: INITIALS[plan.owner],
          created_by: owners.get(plan.owner) ?? 0,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .returning(['id', 'client_id', 'date'])
      .execute();
    progressRows.push(...rows);
  });

  const planByKey = new Map(progressPlan.map((plan) => [`${plan.client}|${plan.date}`, plan]));
  const trials: Insertable<TrialTable>[] = [];
  for (const progress of progressRows) {
    const plan = planByKey.get(`${progress.client_id}|${progress.date}`)!;
    const goals = goalRows.filter((goal) => goal.client_id === progress.client_id);
    const progression = plan.day / Math.max(1, days.length - 1);
    goals.forEach((goal, goalIndex) => {
      // Each goal starts at a different level and moves toward independence over the month.
      const independent = Math.min(0.9, 0.1 + goalIndex * 0.1 + progression * 0.6);
      for (let trialNumber = 1; trialNumber <= 3; trialNumber += 1) {
        const roll = next();
        const value =
          roll < independent
            ? 'I'
            : roll > 0.97
              ? 'R'
              : PROMPTS[Math.min(PROMPTS.length - 1, Math.floor(progression * 3 + next() * 3))]!;
        trials.push({
          daily_progress_id: progress.id,
          goal_id: goal.id,
          trial_number: trialNumber,
          percentage: value === 'I' ? 100 : value === 'R' ? 0 : [25, 50, 75][Math.floor(next() * 3)]!,
          value,
          initials: INITIALS[plan.owner],
          created_at: stamp,
          updated_at: stamp,
        });
      }
    });
  }
  await insertChunked(trials, 500, (chunk) => trx.insertInto('trials').values(chunk).execute());
}
