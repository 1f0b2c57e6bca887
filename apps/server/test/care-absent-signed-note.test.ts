import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, insertClient } from './care-helper.js';
import { call, createTestApp, dialects, PASSWORD, type Session, signedIn, type TestApp } from './helper.js';

/**
 * A client cannot be marked absent on a day whose progress note is signed with scored trials (409
 * `absent_signed_note`, docs/product-rules.md §4 "Attendance"): neither by the Details dialog's
 * PATCH nor by a new record sent absent. An unsigned note, or a signed one without trials, does not
 * stop it; un-marking an absent client and saving the other details of an absent record still work.
 */
describe.each(dialects())('absent over a signed note on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const DATE = '2026-11-19';

  /** A provider with a client, the day's attendance record and, with `trials`, a saved note with them. */
  async function day(options: { trials: boolean; signNote: boolean; absent?: boolean }) {
    const s: Session = await signedIn(t, { name: 'Pat Provider' });
    const { client, goals } = await insertClient(t, s.userId);
    const created = await call(t, 'POST', '/api/attendance/', {
      session: s,
      payload: attendanceBody(client.client_code, { date: DATE, absent: options.absent ?? false }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json() as { id: number };
    const saved = await call(t, 'POST', '/api/progress/save/', {
      session: s,
      payload: {
        client: client.id,
        date: DATE,
        location: 'GUADALUPE_DTA',
        general_notes: 'Counted change.',
        trials: options.trials ? [{ goal: goals[0]!.id, trial_number: 1, value: 'I', percentage: 100 }] : [],
      },
    });
    let noteId: number | null = null;
    if (saved.statusCode === 200) noteId = (saved.json() as { id: number }).id;
    if (options.signNote && noteId !== null) {
      const signed = await call(t, 'POST', `/api/progress/${noteId}/sign/`, {
        session: s,
        payload: { password: PASSWORD, attestation: true },
      });
      expect(signed.statusCode, signed.body).toBe(201);
    }
    return { s, client, record, noteId };
  }

  const markAbsent = (s: Session, id: number, body: Record<string, unknown> = { absent: true }) =>
    call(t, 'PATCH', `/api/attendance/${id}/`, { session: s, payload: body });

  it('refuses the Details dialog’s PATCH marking absent over a signed note with trials (409 absent_signed_note)', async () => {
    const { s, record } = await day({ trials: true, signNote: true });
    const response = await markAbsent(s, record.id, { absent: true, one_on_one: false, provider: '' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'absent_signed_note',
      error_code: 'absent_signed_note',
      detail: expect.stringContaining('cannot be marked absent'),
    });
    const [after] = (await call(t, 'GET', `/api/attendance/?date=${DATE}`, { session: s })).json() as {
      id: number;
      absent: boolean;
    }[];
    expect(after).toMatchObject({ id: record.id, absent: false });
  });

  it('refuses a new record sent absent over a signed note with trials', async () => {
    const { s, client, record } = await day({ trials: true, signNote: true });
    // a second service the same day, sent absent
    const response = await call(t, 'POST', '/api/attendance/', {
      session: s,
      payload: attendanceBody(client.client_code, { date: DATE, service: 'DTA2', absent: true }),
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('absent_signed_note');
    // the day keeps only the first record
    const list = (await call(t, 'GET', `/api/attendance/?date=${DATE}`, { session: s })).json() as { id: number }[];
    expect(list.map((r) => r.id)).toEqual([record.id]);
  });

  it('marks absent over an unsigned note with trials (the web warns), and over no note', async () => {
    const unsigned = await day({ trials: true, signNote: false });
    const response = await markAbsent(unsigned.s, unsigned.record.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().absent).toBe(true);

    const none = await day({ trials: false, signNote: false });
    expect(none.noteId).toBeNull();
    expect((await markAbsent(none.s, none.record.id)).statusCode).toBe(200);
  });

  it('lets an absent record’s other details be saved, and the client be marked present again', async () => {
    // absent first, then the note is written and signed
    const { s, record } = await day({ trials: true, signNote: true, absent: true });
    const details = await markAbsent(s, record.id, { absent: true, one_on_one: true, provider: 'Pat' });
    expect(details.statusCode, details.body).toBe(200);
    const present = await markAbsent(s, record.id, { absent: false });
    expect(present.statusCode, present.body).toBe(200);
    expect(present.json().absent).toBe(false);
    expect((await markAbsent(s, record.id)).json().code).toBe('absent_signed_note');
  });
});
