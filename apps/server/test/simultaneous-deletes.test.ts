import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, careWorld, type insertClient } from './care-helper.js';
import { auditRowsFor, call, createTestApp, dialects, type Session, type TestApp } from './helper.js';

/**
 * A record deleted by several requests at once is deleted once: one success and one `delete`
 * audit row, the others 404; an edit that waited for a delete answers 404, never a 500. On
 * PostgreSQL every request may read the row before the first delete commits (fuzz of stop 41:
 * ten 200s and ten audit rows for one authorization; a trial edit answered 500).
 */
describe.each(dialects())('simultaneous deletes on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let client: Awaited<ReturnType<typeof insertClient>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const world = await careWorld(t);
    admin = world.admin;
    ana = world.ana;
    client = world.anaClient;
  });
  afterAll(async () => t.close());

  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
  const deletions = async (entity: string, id: number) =>
    (await auditRowsFor(t, entity, id)).filter((row) => row.action === 'delete').length;

  it('a trial edited and deleted at once: one deletion, the edits 200 or 404', async () => {
    for (let round = 0; round < 3; round += 1) {
      const note = await call(t, 'POST', '/api/progress/', {
        session: ana,
        payload: { client: client.client.id, date: `11/${10 + round}/2026`, location: 'GUADALUPE_DTA' },
      });
      expect(note.statusCode, note.body).toBe(201);
      const trial = await call(t, 'POST', '/api/trials/', {
        session: ana,
        payload: { trial_number: 1, value: 'VP', daily_progress: note.json().id, goal: client.goals[0]?.id },
      });
      expect(trial.statusCode, trial.body).toBe(201);
      const id = trial.json().id as number;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? call(t, 'DELETE', `/api/trials/${id}/`, { session: ana })
            : call(t, 'PUT', `/api/trials/${id}/`, { session: ana, payload: { value: 'I' } }),
        ),
      );
      for (const answer of answers) expect([200, 204, 404], answer.body).toContain(answer.statusCode);
      expect(answers.filter((a) => a.statusCode === 204)).toHaveLength(1);
      expect(await deletions('trial', id)).toBe(1);
    }
  });

  it('an attendance record, an authorization and a location deleted ten times at once: once', async () => {
    const record = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(client.client.client_code, { date: '11/16/2026' }),
    });
    expect(record.statusCode, record.body).toBe(201);
    const auth = await call(t, 'POST', '/api/admin/service-authorizations', {
      session: admin,
      payload: {
        client: client.client.id,
        service_code: 'DTA1',
        authorization_number: 'AZ-ONCE',
        units: 10,
        start_date: '2026-11-01',
        end_date: '2026-11-30',
      },
    });
    expect(auth.statusCode, auth.body).toBe(201);
    const location = await call(t, 'POST', '/api/admin/locations', {
      session: admin,
      payload: { code: 'ONCE_DTA', name: 'Once', latitude: 33.4, longitude: -111.9, radius_meters: 200 },
    });
    expect(location.statusCode, location.body).toBe(201);
    for (const [url, session, entity, id, ok] of [
      [`/api/attendance/${record.json().id}/`, ana, 'client_attendance', record.json().id, 204],
      [`/api/admin/service-authorizations/${auth.json().id}`, admin, 'service_authorization', auth.json().id, 200],
      [`/api/admin/locations/${location.json().id}`, admin, 'location', location.json().id, 200],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(t, 'DELETE', url, { session })));
      expect(statuses(answers), url).toEqual([ok, ...Array(9).fill(404)].sort());
      expect(await deletions(entity, id), url).toBe(1);
    }
  });
});
