import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, careWorld } from './care-helper.js';
import { call, createTestApp, dialects, PASSWORD, type Session, type TestApp } from './helper.js';

/**
 * The client archive and the timesheet carry what the printed log shows (issue 14 leftovers,
 * docs/signatures.md, docs/billing-rules.md): each attendance record's units and amount, its
 * signature (signer, title, signed at) and addenda, and each note's signature and addenda.
 */
describe.each(dialects())('exports with signatures and units on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let ana: Session;
  let clientId: number;
  let recordId: number;
  let noteId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const world = await careWorld(t);
    admin = world.admin;
    ana = world.ana;
    clientId = world.anaClient.client.id;
    const created = await call(t, 'POST', '/api/attendance/', {
      session: ana,
      payload: attendanceBody(world.anaClient.client.client_code),
    });
    expect(created.statusCode, created.body).toBe(201);
    recordId = created.json().id;
    const saved = await call(t, 'POST', '/api/progress/save/', {
      session: ana,
      payload: {
        client: clientId,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        general_notes: 'Worked on sorting.',
        provider_initials: 'AP',
        trials: [{ goal: world.anaClient.goals[0]?.id, trial_number: 1, value: 'VP', percentage: 25 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    noteId = saved.json().id;
    const day = await call(t, 'POST', '/api/attendance/sign-day/', {
      session: ana,
      payload: { date: '11/20/2026', password: PASSWORD },
    });
    expect(day.statusCode, day.body).toBe(200);
    const note = await call(t, 'POST', `/api/progress/${noteId}/sign/`, {
      session: ana,
      payload: { password: PASSWORD, attestation: true },
    });
    expect(note.statusCode, note.body).toBe(201);
    for (const [path, text] of [
      [`/api/attendance/${recordId}/addenda/`, 'Left at 14:30, not 15:00.'],
      [`/api/progress/${noteId}/addenda/`, 'Goal 1 prompt level was VP.'],
    ] as const) {
      const addendum = await call(t, 'POST', path, {
        session: ana,
        payload: { text, reason: 'Correction', password: PASSWORD },
      });
      expect(addendum.statusCode, addendum.body).toBe(201);
    }
  });
  afterAll(async () => t.close());

  it('the client archive has each record’s units, amount, signature and addenda', async () => {
    const response = await call(t, 'GET', `/api/admin/clients/${clientId}/export`, { session: admin });
    expect(response.statusCode, response.body).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const read = (name: string) => JSON.parse(new TextDecoder().decode(files[name])) as Record<string, unknown>[];
    const [record] = read('attendance.json');
    // 09:00–14:30 of DTA1: 22 quarter hours at 3.25
    expect(record).toMatchObject({
      id: recordId,
      units: 22,
      amount_cents: 7150,
      signed: true,
      signatures: [
        { kind: 'author', signer: 'Ana Provider', title: expect.any(String), signed_at: '2026-11-20T17:00:00.000Z' },
      ],
      addenda: [{ author: 'Ana Provider', text: 'Left at 14:30, not 15:00.', reason: 'Correction' }],
    });
    expect((record!.signatures as { content_hash: string }[])[0]?.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(record).not.toHaveProperty('date_iso');
    const [note] = read('progress-notes.json');
    expect(note).toMatchObject({
      id: noteId,
      signatures: [{ kind: 'author', signer: 'Ana Provider' }],
      addenda: [{ text: 'Goal 1 prompt level was VP.' }],
    });
  });

  it('the timesheet rows carry each record’s signatures and addenda beside units and amount', async () => {
    const response = await call(t, 'GET', '/api/timesheet/?start_date=2026-11-15&end_date=2026-11-30', {
      session: ana,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = response.json().rows;
    expect(row).toMatchObject({
      id: recordId,
      units: 22,
      amount_cents: 7150,
      signatures: [{ kind: 'author', signer: 'Ana Provider' }],
      addenda: [{ reason: 'Correction' }],
    });
  });
});
