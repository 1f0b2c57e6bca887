import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, careWorld, insertClient } from './care-helper.js';
import { auditRowsFor, call, createTestApp, dialects, type TestApp } from './helper.js';

/**
 * Health records as health records (docs/retention.md): reading a client's records is audited,
 * an admin exports everything held about one client as one archive, and time records cannot be
 * deleted.
 */
describe.each(dialects())('client records on %s', (dialect) => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof careWorld>>;
  let progressId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    world = await careWorld(t);
    const { ana, anaClient } = world;
    const attendance = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(anaClient.client.client_code),
    });
    expect(attendance.statusCode, attendance.body).toBe(201);
    const saved = await call(t, 'POST', '/api/progress/save/', {
      session: ana,
      payload: {
        client: anaClient.client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        general_notes: 'Worked on sorting.',
        provider_initials: 'AP',
        trials: [
          { goal: anaClient.goals[0]?.id, trial_number: 1, value: 'VP', percentage: 25 },
          { goal: anaClient.goals[1]?.id, trial_number: 1, value: 'I', percentage: 100 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    progressId = saved.json().id;
  });
  afterAll(async () => t.close());

  const reads = async (clientId: number) =>
    (await auditRowsFor(t, 'client', clientId)).filter((row) => row.action === 'read');

  it('writes an audit row `read` for each answer that shows a client’s records, and none for a refusal', async () => {
    const { ana, admin, ben, anaClient } = world;
    const id = anaClient.client.id;
    const before = (await reads(id)).length;
    expect((await call(t, 'GET', `/api/clients/${id}/`, { session: ana })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/goals/${id}`, { session: ana })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/clients/${id}/goal-trends/`, { session: ana })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/progress/?client=${id}`, { session: ana })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/progress/${progressId}/trials/`, { session: ana })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/attendance/', { session: ana })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/admin/clients/${id}`, { session: admin })).statusCode).toBe(200);
    // another provider is told it does not exist: nothing was shown, nothing is recorded
    expect((await call(t, 'GET', `/api/clients/${id}/`, { session: ben })).statusCode).toBe(404);

    const rows = (await reads(id)).slice(before);
    expect(rows.map((row) => [row.actor_id, (row.after as { route: string }).route])).toEqual([
      [ana.userId, 'GET /api/clients/:id/'],
      [ana.userId, 'GET /api/goals/:id'],
      [ana.userId, 'GET /api/clients/:id/goal-trends/'],
      [ana.userId, 'GET /api/progress/'],
      [ana.userId, 'GET /api/progress/:id/trials/'],
      [ana.userId, 'GET /api/attendance/'],
      [admin.userId, 'GET /api/admin/clients/:id'],
    ]);
    expect(rows.every((row) => row.before === null)).toBe(true);
    // Ben's client was in none of those answers
    expect(await reads(world.benClient.client.id)).toEqual([]);
  });

  it('exports everything held about one client as a .zip for an admin, and audits the export', async () => {
    const { admin, anaClient } = world;
    const id = anaClient.client.id;
    const response = await call(t, 'GET', `/api/admin/clients/${id}/export`, { session: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="client-${id}-records-2026-11-20.zip"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const read = (name: string) => JSON.parse(new TextDecoder().decode(files[name])) as unknown;
    expect(Object.keys(files).sort()).toEqual([
      'attendance.json',
      'audit-log.json',
      'client.json',
      'goals.json',
      'manifest.json',
      'progress-notes.json',
    ]);
    expect(read('client.json')).toMatchObject({ id, client_code: anaClient.client.client_code, first_name: 'Maya' });
    expect((read('goals.json') as { id: number }[]).map((g) => g.id)).toEqual(anaClient.goals.map((g) => g.id));
    expect(read('attendance.json')).toEqual([expect.objectContaining({ client_id: id, date: '2026-11-20' })]);
    const notes = read('progress-notes.json') as { id: number; provider_initials: string; trials: unknown[] }[];
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ id: progressId, provider_initials: 'AP', general_notes: 'Worked on sorting.' });
    expect(notes[0]?.trials).toEqual([
      expect.objectContaining({ goal_id: anaClient.goals[0]?.id, value: 'VP' }),
      expect.objectContaining({ goal_id: anaClient.goals[1]?.id, value: 'I' }),
    ]);
    const audit = read('audit-log.json') as { action: string; entity: string; entity_id: string; after: unknown }[];
    const entities = new Set(audit.map((entry) => `${entry.action} ${entry.entity}`));
    for (const expected of ['create client_attendance', 'create daily_progress', 'create trial', 'read client']) {
      expect(entities).toContain(expected);
    }
    // only this client's entries: Ben's client and his records are not in it
    expect(audit.some((e) => e.entity === 'client' && e.entity_id !== String(id))).toBe(false);
    // the export's own audit row is in it, and in the database
    expect(audit.at(-1)).toMatchObject({
      action: 'read',
      entity: 'client',
      after: { operation: 'exportClientRecords' },
    });
    expect(read('manifest.json')).toMatchObject({
      format: 'daybook-client-records/1',
      client_id: id,
      exported_by: admin.userId,
      files: { 'attendance.json': 1, 'progress-notes.json': 1, 'goals.json': 2 },
    });
    const last = (await reads(id)).at(-1);
    expect(last).toMatchObject({ actor_id: admin.userId, after: { operation: 'exportClientRecords' } });
  });

  it('refuses the export to everyone but an admin, and answers 404 for an unknown client', async () => {
    const { ana, ben, admin, anaClient } = world;
    const url = `/api/admin/clients/${anaClient.client.id}/export`;
    const before = (await reads(anaClient.client.id)).length;
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    for (const session of [ana, ben]) {
      const refused = await call(t, 'GET', url, { session });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'admin_only' });
    }
    const missing = await call(t, 'GET', '/api/admin/clients/999999/export', { session: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
    expect((await call(t, 'GET', '/api/admin/clients/abc/export', { session: admin })).statusCode).toBe(400);
    expect((await reads(anaClient.client.id)).length).toBe(before);
  });

  it('exports a client with no records as empty files', async () => {
    const { client } = await insertClient(t, world.ana.userId, {}, 0);
    const response = await call(t, 'GET', `/api/admin/clients/${client.id}/export`, { session: world.admin });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    for (const name of ['goals.json', 'attendance.json', 'progress-notes.json']) {
      expect(JSON.parse(new TextDecoder().decode(files[name]))).toEqual([]);
    }
  });

  it('offers no way to delete time records: no DELETE route for work days, pauses, corrections or timecards', () => {
    const deletes = routes(t.app.printRoutes({ commonPrefix: false })).filter((route) => route.startsWith('DELETE '));
    // the listing works: the care and admin deletions are there
    expect(deletes).toContain('DELETE /api/attendance/:id');
    expect(deletes).toContain('DELETE /api/admin/clients/:id');
    expect(
      deletes.filter((route) =>
        /work-?day|checkin|checkout|pause|resume|timecard|payroll|correction|rate/i.test(route),
      ),
    ).toEqual([]);
  });
});

/** "METHOD /full/path" for every route in Fastify's printRoutes tree. */
function routes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) out.push(`${method} ${stack.join('')}`);
    }
  }
  return out;
}
