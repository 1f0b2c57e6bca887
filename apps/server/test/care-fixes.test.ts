import { fillMessage, MSG, NOTE_MAX } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, careSnapshot, insertClient } from './care-helper.js';
import { auditRowsFor, call, createTestApp, dialects, type Session, signedIn, type TestApp } from './helper.js';

/**
 * Issue 10's care items (ADR 0009, addendum): the existing client's boolean `documentation`, trial
 * percentages as "75%", No Show records billing nothing, and no care record dated in the future.
 */
describe.each(dialects())('care fixes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // 20:00 on Friday 20 November in Phoenix, already Saturday 21 November in UTC: "today" is the
    // organisation's date, so the 20th is today and the 21st is in the future.
    t.clock.set('2026-11-21T03:00:00.000Z');
  });
  afterAll(async () => t.close());

  const get = (s: Session, url: string) => call(t, 'GET', url, { session: s });
  const send = (s: Session, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t, method, url, { session: s, ...(payload === undefined ? {} : { payload }) });

  async function provider(goals = 2) {
    const s = await signedIn(t, { name: 'Fix Provider' });
    const fixture = await insertClient(t, s.userId, { first_name: 'Ida', last_name: 'Moss' }, goals);
    return { s, ...fixture };
  }

  /** The body the existing client sends from its New Record page (docs/product-rules.md §7). */
  const specClientBody = (clientCode: string, documentation: boolean) => ({
    client: clientCode,
    time_in: '09:00',
    time_out: '15:00',
    service: 'DTA1',
    location: 'GUADALUPE_DTA',
    date: '11/20/2026',
    one_on_one: false,
    documentation,
  });

  describe('attendance documentation', () => {
    it('accepts the existing client’s documentation: false and true, stores the flag and answers it back', async () => {
      const { s, client } = await provider();
      const notYet = await send(s, 'POST', '/api/attendance/', specClientBody(client.client_code, false));
      expect(notYet.statusCode, notYet.body).toBe(201);
      expect(notYet.json()).toMatchObject({ documentation: false, documentation_note: null, service: 'DTA1' });
      const done = await send(s, 'POST', '/api/attendance', {
        ...specClientBody(client.client_code, true),
        service: 'DTT',
      });
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json()).toMatchObject({ documentation: true, documentation_note: null });

      const stored = await t.db
        .selectFrom('client_attendance')
        .select(['id', 'documented', 'documentation'])
        .where('client_id', '=', client.id)
        .orderBy('id')
        .execute();
      expect(stored.map((row) => [Boolean(row.documented), row.documentation])).toEqual([
        [false, null],
        [true, null],
      ]);
      const list = (await get(s, '/api/attendance/')).json();
      expect(list.map((r: { service: string; documentation: boolean }) => [r.service, r.documentation])).toEqual(
        expect.arrayContaining([
          ['DTA1', false],
          ['DTT', true],
        ]),
      );
      const audit = await auditRowsFor(t, 'client_attendance', done.json().id);
      expect(audit[0]?.after).toMatchObject({ documented: true });
    });

    it('a text documentation is the note, and a note that is not blank makes the visit documented', async () => {
      const { s, client } = await provider();
      const noted = await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code));
      expect(noted.statusCode, noted.body).toBe(201);
      expect(noted.json()).toMatchObject({ documentation: true, documentation_note: 'Worked on goals.' });
      const blank = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { service: 'DTT', documentation: '   ' }),
      );
      expect(blank.json()).toMatchObject({ documentation: false, documentation_note: null });
    });

    it('PATCH sets the flag alone (the note stays) or replaces the note', async () => {
      const { s, client } = await provider();
      const id = (await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code))).json().id;
      const flag = await send(s, 'PATCH', `/api/attendance/${id}/`, { documentation: false });
      expect(flag.statusCode, flag.body).toBe(200);
      expect(flag.json()).toMatchObject({ documentation: false, documentation_note: 'Worked on goals.' });
      const note = await send(s, 'PATCH', `/api/attendance/${id}`, { documentation: 'Guardian picked up early.' });
      expect(note.json()).toMatchObject({ documentation: true, documentation_note: 'Guardian picked up early.' });
    });

    it('refuses a documentation that is neither a flag nor text, with a field error and a code', async () => {
      const { s, client } = await provider();
      const before = await careSnapshot(t);
      for (const documentation of [1, { done: true }, ['a']]) {
        const response = await send(
          s,
          'POST',
          '/api/attendance/',
          attendanceBody(client.client_code, { documentation }),
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          documentation: ['Must be true, false or text.'],
        });
      }
      const long = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { documentation: 'x'.repeat(NOTE_MAX + 1) }),
      );
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ documentation: [fillMessage(MSG.tooLong, { max: NOTE_MAX })] });
      expect(await careSnapshot(t)).toEqual(before);
    });
  });

  describe('trial percentages', () => {
    async function withProgress() {
      const fixture = await provider();
      const progress = await send(fixture.s, 'POST', '/api/progress/', {
        client: fixture.client.id,
        date: '11/19/2026',
        location: 'GUADALUPE_DTA',
      });
      expect(progress.statusCode, progress.body).toBe(201);
      return { ...fixture, progress: progress.json() as { id: number } };
    }

    it('reads "0%" … "100%" (docs/product-rules.md §3) and accepts 75 and "75%" alike', async () => {
      const { s, goals, progress } = await withProgress();
      const trial = (trial_number: number, percentage: unknown) =>
        send(s, 'POST', '/api/trials/', {
          trial_number,
          percentage,
          value: 'M',
          daily_progress: progress.id,
          goal: goals[0]!.id,
        });
      const asNumber = await trial(1, 75);
      const asText = await trial(2, '75%');
      const zero = await trial(3, 0);
      const none = await trial(4, null);
      for (const response of [asNumber, asText, zero, none]) expect(response.statusCode, response.body).toBe(201);
      expect(asNumber.json()).toMatchObject({ percentage: '75%', percentage_value: 75 });
      expect(asText.json()).toMatchObject({ percentage: '75%', percentage_value: 75 });
      expect(zero.json()).toMatchObject({ percentage: '0%', percentage_value: 0 });
      expect(none.json()).toMatchObject({ percentage: null, percentage_value: null });
      const list = (await get(s, `/api/progress/${progress.id}/trials/`)).json();
      expect(list.map((x: { percentage: string | null }) => x.percentage)).toEqual(['75%', '75%', '0%', null]);

      // The existing client sends back the trial it read: "75%" and the companion are taken as they are.
      const read = asNumber.json() as Record<string, unknown>;
      const put = await send(s, 'PUT', `/api/trials/${read.id}/`, { ...read, percentage: '100%' });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ percentage: '100%', percentage_value: 100 });
      const roundTrip = await send(s, 'PUT', `/api/trials/${read.id}/`, put.json());
      expect(roundTrip.json()).toMatchObject({ percentage: '100%' });

      const wrong = await trial(5, '80%');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'validation_failed', percentage: [MSG.invalidPercentage] });
    });

    it('Save Progress answers its trials with "%" percentages too', async () => {
      const { s, client, goals } = await provider();
      const save = await send(s, 'POST', '/api/progress/save/', {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
        trials: [{ goal: goals[0]!.id, trial_number: 1, value: 'I', percentage: 50 }],
      });
      expect(save.statusCode, save.body).toBe(200);
      expect(save.json().trials).toEqual([expect.objectContaining({ percentage: '50%', percentage_value: 50 })]);
    });
  });

  describe('absent (No Show) records', () => {
    it('bill no hours; their scheduled hours stay visible; daily payroll leaves them out', async () => {
      const { s, client } = await provider();
      const absent = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { time_in: '08:00', time_out: '15:00', absent: true }),
      );
      expect(absent.statusCode, absent.body).toBe(201);
      expect(absent.json()).toMatchObject({ absent: true, billable_hours: 0, scheduled_hours: 7 });
      const present = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { service: 'DTT', time_in: '09:00', time_out: '11:30' }),
      );
      expect(present.json()).toMatchObject({ absent: false, billable_hours: 2.5, scheduled_hours: 2.5 });

      // Marking a present client absent later takes the hours off the bill as well.
      const marked = await send(s, 'PATCH', `/api/attendance/${present.json().id}/`, { absent: true });
      expect(marked.json()).toMatchObject({ billable_hours: 0, scheduled_hours: 2.5 });

      const sheet = (await get(s, '/api/timesheet/?start_date=2026-11-20&end_date=2026-11-20')).json();
      expect(sheet.rows.map((r: { status: string; billable_hours: number }) => [r.status, r.billable_hours])).toEqual([
        ['No Show', 0],
        ['No Show', 0],
      ]);
      expect(sheet.totals).toEqual({
        completed_hours: 0,
        incomplete_hours: 9.5,
        no_show_hours: 9.5,
        // No Show bills no units either (docs/billing-rules.md)
        units: 0,
        amount_cents: 0,
      });
      const payroll = (await get(s, '/api/attendance/daily-payroll/?date=2026-11-20')).json();
      expect(payroll.total_hours).toBe(0);
    });
  });

  describe('no care record in the future', () => {
    const future = [
      ['11/21/2026', 'tomorrow in the organisation’s zone (already today in UTC)'],
      ['2030-01-01', 'years ahead'],
    ] as const;

    it.each(future)('attendance dated %s (%s) is a field error on date and writes nothing', async (date) => {
      const { s, client } = await provider();
      const before = await careSnapshot(t);
      const response = await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code, { date }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        date: [MSG.careDateInFuture],
        code: 'validation_failed',
        params: { fields: ['date'] },
      });
      expect(await careSnapshot(t)).toEqual(before);
    });

    it.each(future)('a progress note dated %s (%s) is refused on POST, PUT and Save Progress', async (date) => {
      const { s, client, goals } = await provider();
      const today = await send(s, 'POST', '/api/progress/', {
        client: client.id,
        date: '11/20/2026',
        location: 'GUADALUPE_DTA',
      });
      expect(today.statusCode, today.body).toBe(201);
      const before = await careSnapshot(t);
      const attempts = [
        send(s, 'POST', '/api/progress/', { client: client.id, date, location: 'GUADALUPE_DTA' }),
        send(s, 'PUT', `/api/progress/${today.json().id}/`, { client: client.id, date, location: 'GUADALUPE_DTA' }),
        send(s, 'POST', '/api/progress/save/', {
          client: client.id,
          date,
          location: 'GUADALUPE_DTA',
          general_notes: 'Not yet happened',
          trials: [{ goal: goals[0]!.id, trial_number: 1, value: 'I' }],
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ date: [MSG.careDateInFuture], code: 'validation_failed' });
      }
      expect(await careSnapshot(t)).toEqual(before);
    });

    it('a new record more than a year back is refused, and a date out of range says so', async () => {
      const { s, client } = await provider();
      const before = await careSnapshot(t);
      // docs/product-rules.md §5 "How far back a record may be dated": 366 days before 2026-11-20
      for (const date of ['01/01/1900', '11/18/2025']) {
        const response = await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code, { date }));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ date: [MSG.careDateTooOld], code: 'validation_failed' });
        const note = await send(s, 'POST', '/api/progress/', { client: client.id, date, location: 'GUADALUPE_DTA' });
        expect(note.json()).toMatchObject({ date: [MSG.careDateTooOld] });
      }
      // a well-formed date outside the years the API keeps is not a format error
      const ancient = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { date: '01/01/1800' }),
      );
      expect(ancient.json()).toMatchObject({ date: [MSG.dateOutOfRange], code: 'validation_failed' });
      const malformed = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { date: '13/45/2026' }),
      );
      expect(malformed.json()).toMatchObject({ date: [MSG.dateFormat] });
      expect(await careSnapshot(t)).toEqual(before);
      const lastDay = await send(
        s,
        'POST',
        '/api/attendance/',
        attendanceBody(client.client_code, { date: '11/19/2025' }),
      );
      expect(lastDay.statusCode, lastDay.body).toBe(201);
    });

    it('today and past dates in the organisation’s zone are accepted', async () => {
      const { s, client } = await provider();
      for (const date of ['11/20/2026', '2026-11-19']) {
        const response = await send(s, 'POST', '/api/progress/', {
          client: client.id,
          date,
          location: 'GUADALUPE_DTA',
        });
        expect(response.statusCode, response.body).toBe(201);
      }
      const attendance = await send(s, 'POST', '/api/attendance/', attendanceBody(client.client_code));
      expect(attendance.statusCode, attendance.body).toBe(201);
    });
  });
});
