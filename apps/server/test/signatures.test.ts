import { createHash } from 'node:crypto';
import { canonicalJson, MSG } from '@daybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceBody, insertClient } from './care-helper.js';
import {
  auditRowsFor,
  call,
  createTestApp,
  dialects,
  PASSWORD,
  type Session,
  signedIn,
  type TestApp,
} from './helper.js';

/**
 * Electronic signatures and locked records (issue 14, ADR 0015): signing, co-signing, addenda,
 * signing a day's attendance, the lock on every write path from every role, a sign racing an
 * edit, the content hash, the overdue list, the PIN and the attempt limit.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(dialects())('signatures on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin', name: 'Alma Admin' });
    manager = await signedIn(t, { role: 'manager', name: 'Mona Manager' });
  });
  afterAll(async () => t.close());

  const send = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t, method, url, { session: s, ...(payload === undefined ? {} : { payload }) });

  /** A provider on the manager's team with one client (two goals) and a saved note with trials. */
  async function providerWithNote(date = '2026-11-19', clientFields = {}) {
    const s = await signedIn(t, { name: 'Pat Provider', manager_id: manager.userId });
    const fixture = await insertClient(t, s.userId, { first_name: 'Eva', last_name: 'Green', ...clientFields });
    const saved = await send(s, 'POST', '/api/progress/save/', {
      client: fixture.client.id,
      date,
      location: 'GUADALUPE_DTA',
      general_notes: 'Worked on money skills.',
      provider_initials: 'PP',
      trials: [
        { goal: fixture.goals[0]!.id, trial_number: 1, value: 'I', percentage: 100 },
        { goal: fixture.goals[1]!.id, trial_number: 1, value: 'VP' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const note = saved.json() as { id: number; trials: { id: number }[] };
    return { s, ...fixture, note };
  }

  const sign = (s: Session, id: number, body: Record<string, unknown> = { password: PASSWORD, attestation: true }) =>
    send(s, 'POST', `/api/progress/${id}/sign/`, body);

  /** The hash of a note as ADR 0015 defines it, computed here from the stored rows. */
  async function expectedNoteHash(id: number) {
    const note = await t.db.selectFrom('daily_progress').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const trials = await t.db.selectFrom('trials').selectAll().where('daily_progress_id', '=', id).execute();
    trials.sort((a, b) => a.goal_id - b.goal_id || a.trial_number - b.trial_number || a.id - b.id);
    return sha256(
      canonicalJson({
        record_type: 'progress_note',
        id: note.id,
        client_id: note.client_id,
        date: note.date,
        location: note.location,
        general_notes: note.general_notes,
        additional_notes: note.additional_notes,
        provider_initials: note.provider_initials,
        author_id: note.created_by,
        trials: trials.map((x) => ({
          id: x.id,
          goal_id: x.goal_id,
          trial_number: x.trial_number,
          percentage: x.percentage,
          value: x.value,
          initials: x.initials,
        })),
      }),
    );
  }

  describe('signing a progress note', () => {
    it('signs with the password and attestation, answers the signature and locks the note', async () => {
      const { s, note } = await providerWithNote();
      const response = await sign(s, note.id);
      expect(response.statusCode, response.body).toBe(201);
      const signature = response.json();
      expect(signature).toMatchObject({
        signer: 'Pat Provider',
        title: 'Direct Support Professional',
        signed_at: t.clock.now().toISOString(),
        kind: 'author',
        method: 'password',
      });
      expect(signature.content_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(signature.content_hash).toBe(await expectedNoteHash(note.id));

      const [read] = (await send(s, 'GET', `/api/progress/?date=2026-11-19`)).json();
      expect(read).toMatchObject({
        id: note.id,
        signed: true,
        cosigned: false,
        requires_cosign: false,
        complete: true,
      });
      expect(read.signatures).toHaveLength(1);
      expect(read.signatures[0].content_hash).toBe(signature.content_hash);
      expect(read.addenda).toEqual([]);
      // every field the existing clients read is still there
      expect(read).toMatchObject({
        general_notes: 'Worked on money skills.',
        provider_initials: 'PP',
        date: '11/19/2026',
      });

      const audit = await auditRowsFor(t, 'daily_progress', note.id);
      expect(audit.map((r) => r.action)).toContain('sign');
    });

    it('refuses a second signature (409), a missing attestation and a wrong password (400 with a code)', async () => {
      const { s, note } = await providerWithNote();
      const noAttestation = await sign(s, note.id, { password: PASSWORD });
      expect(noAttestation.statusCode).toBe(400);
      const wrong = await sign(s, note.id, { password: 'not-my-password', attestation: true });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('signature_credentials_wrong');
      expect((await auditRowsFor(t, 'daily_progress', note.id)).map((r) => r.action)).toContain('sign_refused');
      const none = await t.db.selectFrom('record_signatures').select('id').where('record_id', '=', note.id).execute();
      expect(none).toEqual([]);

      expect((await sign(s, note.id)).statusCode).toBe(201);
      const again = await sign(s, note.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('record_already_signed');
    });

    it('lets only the author sign: an admin gets 403, another provider and the manager 404', async () => {
      const { note } = await providerWithNote();
      const other = await signedIn(t, { name: 'Other Provider' });
      expect((await sign(admin, note.id)).statusCode).toBe(403);
      expect((await sign(other, note.id)).statusCode).toBe(404);
      expect((await sign(manager, note.id)).statusCode).toBe(404);
    });

    it('stops wrong passwords after five within the window (429)', async () => {
      const { s, note } = await providerWithNote();
      for (let i = 0; i < 5; i += 1) {
        expect((await sign(s, note.id, { password: `wrong-${i}`, attestation: true })).statusCode).toBe(400);
      }
      const limited = await sign(s, note.id);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('too_many_signature_attempts');
    });

    it('ten right passwords at once: one signature, the rest already signed or busy, none called wrong', async () => {
      const { s, note, client, goals } = await providerWithNote();
      const answers = await Promise.all(Array.from({ length: 10 }, () => sign(s, note.id)));
      const codes = answers.map((a) => (a.statusCode === 201 ? 'signed' : a.json().code));
      expect(codes.filter((c) => c === 'signed')).toHaveLength(1);
      for (const code of codes) expect(['signed', 'record_already_signed', 'signature_busy']).toContain(code);
      // nothing was counted as a wrong guess: on the next note five wrong ones are each only a 400
      const next = await send(s, 'POST', '/api/progress/save/', {
        client: client.id,
        date: '2026-11-18',
        location: 'GUADALUPE_DTA',
        trials: [{ goal: goals[0]?.id, trial_number: 1, value: 'I' }],
      });
      expect(next.statusCode, next.body).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await sign(s, next.json().id, { password: `wrong-${i}`, attestation: true });
        expect(wrong.json().code).toBe('signature_credentials_wrong');
      }
    });

    it('signs with a signing PIN once one is set; a wrong PIN or none set is a 400', async () => {
      const { s, note } = await providerWithNote();
      const unset = await sign(s, note.id, { pin: '123456', attestation: true });
      expect(unset.statusCode).toBe(400);
      expect(unset.json().code).toBe('signing_pin_not_set');
      const badPassword = await send(s, 'PUT', '/api/profile/signing-pin/', {
        current_password: 'nope',
        pin: '246810',
      });
      expect(badPassword.statusCode).toBe(400);
      expect(
        (await send(s, 'PUT', '/api/profile/signing-pin/', { current_password: PASSWORD, pin: '12' })).statusCode,
      ).toBe(400);
      for (const pin of ['111111', '123456', '987654321', '121212', '123123123123', '112233']) {
        const simple = await send(s, 'PUT', '/api/profile/signing-pin/', { current_password: PASSWORD, pin });
        expect(simple.statusCode, pin).toBe(400);
        expect(simple.json(), pin).toMatchObject({ code: 'signing_pin_too_simple', pin: [MSG.signingPinTooSimple] });
      }
      expect((await send(s, 'GET', '/api/profile/signing/')).json()).toMatchObject({ has_pin: false });
      const set = await send(s, 'PUT', '/api/profile/signing-pin/', { current_password: PASSWORD, pin: '246810' });
      expect(set.statusCode, set.body).toBe(200);
      expect((await send(s, 'GET', '/api/profile/signing/')).json()).toMatchObject({ has_pin: true });
      const stored = await t.db
        .selectFrom('users')
        .select('signing_pin_hash')
        .where('id', '=', s.userId)
        .executeTakeFirst();
      expect(stored?.signing_pin_hash).not.toContain('246810');

      expect((await sign(s, note.id, { pin: '999999', attestation: true })).json().code).toBe(
        'signature_credentials_wrong',
      );
      const signed = await sign(s, note.id, { pin: '246810', attestation: true });
      expect(signed.statusCode, signed.body).toBe(201);
      expect(signed.json().method).toBe('pin');
    });

    it('shows the title the signer set', async () => {
      const { s, note } = await providerWithNote();
      const title = await send(s, 'PUT', '/api/profile/signing-title/', { title: 'BCBA' });
      expect(title.json()).toMatchObject({ title: 'BCBA', effective_title: 'BCBA' });
      expect((await sign(s, note.id)).json().title).toBe('BCBA');
    });
  });

  describe('the lock', () => {
    it('refuses every write path of a signed note and its trials with 409 record_signed from each role', async () => {
      const { s, note, client, goals } = await providerWithNote();
      expect((await sign(s, note.id)).statusCode).toBe(201);
      const other = await signedIn(t, { name: 'Other Provider' });
      const before = await expectedNoteHash(note.id);
      const trialId = note.trials[0]!.id;
      const noteBody = { client: client.id, date: '2026-11-19', location: 'GUADALUPE_DTA', general_notes: 'Changed' };
      const attempts: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
        ['update', 'PUT', `/api/progress/${note.id}/`, noteBody],
        [
          'save',
          'POST',
          '/api/progress/save/',
          { ...noteBody, trials: [{ goal: goals[0]!.id, trial_number: 5, value: 'P' }] },
        ],
        [
          'trial_create',
          'POST',
          '/api/trials/',
          { daily_progress: note.id, goal: goals[0]!.id, trial_number: 7, value: 'P' },
        ],
        ['trial_update', 'PUT', `/api/trials/${trialId}/`, { value: 'HH' }],
        ['trial_delete', 'DELETE', `/api/trials/${trialId}/`, undefined],
      ];
      for (const [attempted, method, url, payload] of attempts) {
        for (const who of [s, admin]) {
          const response = await send(who, method, url, payload);
          expect(response.statusCode, `${attempted} ${response.body}`).toBe(409);
          expect(response.json().code).toBe('record_signed');
        }
        // Those who cannot see the note are told it does not exist (or, for a body reference, that it is not theirs).
        for (const who of [other, manager]) {
          const response = await send(who, method, url, payload);
          expect([400, 404], `${attempted} as a non-owner`).toContain(response.statusCode);
        }
      }
      expect(await expectedNoteHash(note.id)).toBe(before);
      const refused = (await auditRowsFor(t, 'daily_progress', note.id)).filter((r) => r.action === 'edit_refused');
      expect(refused.map((r) => r.after?.attempted).sort()).toEqual(
        [
          'save',
          'save',
          'trial_create',
          'trial_create',
          'trial_delete',
          'trial_delete',
          'trial_update',
          'trial_update',
          'update',
          'update',
        ].sort(),
      );
      expect(refused.every((r) => r.after?.code === 'record_signed')).toBe(true);
    });

    it('orders a sign and concurrent edits: the signed hash is always the stored content', async () => {
      for (let round = 0; round < 4; round += 1) {
        const { s, note, client, goals } = await providerWithNote(`2026-11-1${round}`);
        const edits = [0, 1, 2].map((i) =>
          send(s, 'PUT', `/api/progress/${note.id}/`, {
            client: client.id,
            date: `2026-11-1${round}`,
            location: 'GUADALUPE_DTA',
            general_notes: `Edit ${i}`,
          }),
        );
        const trial = send(s, 'POST', '/api/trials/', {
          daily_progress: note.id,
          goal: goals[0]!.id,
          trial_number: 9,
          value: 'M',
        });
        const signing = sign(s, note.id);
        const results = await Promise.all([...edits, trial, signing]);
        for (const response of results.slice(0, 4)) expect([200, 201, 409]).toContain(response.statusCode);
        const signature = results[4]!;
        expect(signature.statusCode, signature.body).toBe(201);
        expect(signature.json().content_hash).toBe(await expectedNoteHash(note.id));
        // Nothing answered 2xx after the note was locked: a later edit is refused.
        const after = await send(s, 'PUT', `/api/progress/${note.id}/`, {
          client: client.id,
          date: `2026-11-1${round}`,
          location: 'GUADALUPE_DTA',
          general_notes: 'Late edit',
        });
        expect(after.statusCode).toBe(409);
      }
    });

    it('lets a Save Progress and trial edits of the same note wait for each other, and a sign beside them', async () => {
      // Walkthrough 40: on PostgreSQL a trial edit locked the trial before the note while Save
      // Progress holds the note and then writes its trials; one of them answered 503 database_busy.
      for (let round = 0; round < 4; round += 1) {
        const date = `2026-11-0${round + 1}`;
        const { s, note, client, goals } = await providerWithNote(date);
        const [first, second] = note.trials as { id: number }[];
        const save = send(s, 'POST', '/api/progress/save/', {
          client: client.id,
          date,
          location: 'GUADALUPE_DTA',
          general_notes: 'Saved again',
          trials: [
            { id: first!.id, goal: goals[0]!.id, trial_number: 1, value: 'M', percentage: 50 },
            { id: second!.id, goal: goals[1]!.id, trial_number: 1, value: 'G' },
          ],
        });
        const edits = [first!, second!, first!].map((trial, i) =>
          send(s, 'PUT', `/api/trials/${trial.id}/`, { percentage: 25 * (i + 1) }),
        );
        const signing = sign(s, note.id);
        const results = await Promise.all([save, ...edits, signing]);
        for (const response of results) expect([200, 201, 409], response.body).toContain(response.statusCode);
        const signature = results[4]!;
        expect(signature.statusCode, signature.body).toBe(201);
        expect(signature.json().content_hash).toBe(await expectedNoteHash(note.id));
      }
    });
  });

  describe('addenda', () => {
    it('adds signed addenda to a signed note: the author with a password, the manager with the session', async () => {
      const { s, note } = await providerWithNote();
      const early = await send(s, 'POST', `/api/progress/${note.id}/addenda/`, { text: 'More', reason: 'Forgot' });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('note_not_signed_yet');
      const signature = (await sign(s, note.id)).json();
      const before = await expectedNoteHash(note.id);

      const own = await send(s, 'POST', `/api/progress/${note.id}/addenda/`, {
        text: 'Maya also practised counting coins.',
        reason: 'Left out of the note',
        password: PASSWORD,
      });
      expect(own.statusCode, own.body).toBe(201);
      expect(own.json()).toMatchObject({ author: 'Pat Provider', method: 'password', reason: 'Left out of the note' });
      const addendum = own.json();
      expect(addendum.content_hash).toBe(
        sha256(
          canonicalJson({
            record_type: 'progress_note',
            record_id: note.id,
            record_hash: signature.content_hash,
            author_id: s.userId,
            text: 'Maya also practised counting coins.',
            reason: 'Left out of the note',
            created_at: addendum.created_at,
          }),
        ),
      );
      const byManager = await send(manager, 'POST', `/api/progress/${note.id}/addenda/`, {
        text: 'Reviewed.',
        reason: 'Supervisor review',
      });
      expect(byManager.statusCode, byManager.body).toBe(201);
      expect(byManager.json()).toMatchObject({ author: 'Mona Manager', title: 'Program Manager', method: 'session' });

      const wrong = await send(s, 'POST', `/api/progress/${note.id}/addenda/`, {
        text: 'x',
        reason: 'y',
        password: 'bad',
      });
      expect(wrong.statusCode).toBe(400);
      const other = await signedIn(t, { name: 'Other Provider' });
      expect(
        (await send(other, 'POST', `/api/progress/${note.id}/addenda/`, { text: 'x', reason: 'y' })).statusCode,
      ).toBe(404);
      const blank = await send(s, 'POST', `/api/progress/${note.id}/addenda/`, { text: ' ', reason: 'y' });
      expect(blank.statusCode).toBe(400);

      const [read] = (await send(s, 'GET', `/api/progress/?date=2026-11-19`)).json();
      expect(read.addenda.map((a: { author: string }) => a.author)).toEqual(['Pat Provider', 'Mona Manager']);
      expect(await expectedNoteHash(note.id)).toBe(before);
      expect((await auditRowsFor(t, 'daily_progress', note.id)).filter((r) => r.action === 'addendum')).toHaveLength(2);
    });
  });

  describe('co-signature', () => {
    it('needs the author’s signature first; the manager or an admin co-signs, the author and staff cannot', async () => {
      const { s, note, client } = await providerWithNote('2026-11-18', { requires_cosign: true });
      const early = await send(manager, 'POST', `/api/progress/${note.id}/cosign/`, { password: PASSWORD });
      expect(early.statusCode).toBe(409);
      expect((await sign(s, note.id)).statusCode).toBe(201);
      let [read] = (await send(s, 'GET', `/api/progress/?client=${client.id}`)).json();
      expect(read).toMatchObject({ signed: true, requires_cosign: true, cosigned: false, complete: false });

      expect((await send(s, 'POST', `/api/progress/${note.id}/cosign/`, { password: PASSWORD })).statusCode).toBe(403);
      const otherManager = await signedIn(t, { role: 'manager', name: 'Not The Manager' });
      expect(
        (await send(otherManager, 'POST', `/api/progress/${note.id}/cosign/`, { password: PASSWORD })).statusCode,
      ).toBe(404);
      const wrong = await send(manager, 'POST', `/api/progress/${note.id}/cosign/`, { password: 'wrong' });
      expect(wrong.json().code).toBe('signature_credentials_wrong');
      const cosign = await send(manager, 'POST', `/api/progress/${note.id}/cosign/`, { password: PASSWORD });
      expect(cosign.statusCode, cosign.body).toBe(201);
      expect(cosign.json()).toMatchObject({ kind: 'cosign', signer: 'Mona Manager' });
      expect(cosign.json().content_hash).toBe(await expectedNoteHash(note.id));
      const twice = await send(admin, 'POST', `/api/progress/${note.id}/cosign/`, { password: PASSWORD });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('note_already_cosigned');
      [read] = (await send(s, 'GET', `/api/progress/?client=${client.id}`)).json();
      expect(read).toMatchObject({ cosigned: true, complete: true });
      expect((await auditRowsFor(t, 'daily_progress', note.id)).map((r) => r.action)).toContain('cosign');
    });

    it('lets an admin mark a client as needing co-signatures', async () => {
      const { note, client } = await providerWithNote();
      expect(
        (await send(manager, 'PUT', `/api/admin/clients/${client.id}/cosign/`, { requires_cosign: true })).statusCode,
      ).toBe(403);
      const set = await send(admin, 'PUT', `/api/admin/clients/${client.id}/cosign/`, { requires_cosign: true });
      expect(set.json()).toEqual({ id: client.id, requires_cosign: true });
      const [read] = (await send(admin, 'GET', `/api/progress/?client=${client.id}`)).json();
      expect(read).toMatchObject({ id: note.id, requires_cosign: true, complete: false });
    });
  });

  describe('signing a day’s attendance', () => {
    it('signs the day’s records of the provider’s clients in one go, skipping signed and open ones; they lock', async () => {
      const s = await signedIn(t, { name: 'Day Provider', manager_id: manager.userId });
      const a = await insertClient(t, s.userId, { first_name: 'Ada', last_name: 'One' });
      const b = await insertClient(t, s.userId, { first_name: 'Bo', last_name: 'Two' });
      const notMine = await insertClient(t, manager.userId, { first_name: 'Cy', last_name: 'Three' });
      const create = async (who: Session, code: string, extra = {}) => {
        const response = await send(who, 'POST', '/api/attendance/', attendanceBody(code, extra));
        expect(response.statusCode, response.body).toBe(201);
        return response.json().id as number;
      };
      const first = await create(s, a.client.client_code);
      const second = await create(s, b.client.client_code, { time_in: '08:00', time_out: '12:00' });
      // A client still in (no time out yet), as the check-in page leaves it.
      const stamp = t.clock.now().toISOString();
      const { id: open } = await t.db
        .insertInto('client_attendance')
        .values({
          client_id: a.client.id,
          date: '2026-11-20',
          time_in: '13:00',
          time_out: null,
          service: 'DTT',
          location: 'GUADALUPE_DTA',
          one_on_one: false,
          absent: false,
          documented: false,
          created_by: s.userId,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const other = await create(manager, notMine.client.client_code);

      const wrong = await send(s, 'POST', '/api/attendance/sign-day/', { date: '11/20/2026', password: 'nope' });
      expect(wrong.statusCode).toBe(400);
      const day = await send(s, 'POST', '/api/attendance/sign-day/', { date: '11/20/2026', password: PASSWORD });
      expect(day.statusCode, day.body).toBe(200);
      const result = day.json();
      expect(result.date).toBe('2026-11-20');
      expect(result.signatures.map((x: { record_id: number }) => x.record_id).sort()).toEqual([first, second].sort());
      expect(result.skipped).toEqual([{ record_id: open, reason: 'in_progress', signature: null }]);
      expect(
        await t.db
          .selectFrom('record_signatures')
          .select('id')
          .where('record_type', '=', 'attendance')
          .where('record_id', '=', other)
          .execute(),
      ).toEqual([]);

      const again = (
        await send(s, 'POST', '/api/attendance/sign-day/', { date: '2026-11-20', password: PASSWORD })
      ).json();
      expect(again.signatures).toEqual([]);
      expect(
        again.skipped
          .filter((x: { reason: string }) => x.reason === 'already_signed')
          .map((x: { record_id: number }) => x.record_id)
          .sort(),
      ).toEqual([first, second].sort());

      const listed = (await send(s, 'GET', '/api/attendance/?date=2026-11-20')).json();
      const signedRecord = listed.find((r: { id: number }) => r.id === first);
      expect(signedRecord).toMatchObject({ signed: true, addenda: [] });
      expect(signedRecord.signatures[0]).toMatchObject({ kind: 'author', signer: 'Day Provider' });
      expect(listed.find((r: { id: number }) => r.id === open)).toMatchObject({ signed: false, signatures: [] });

      for (const who of [s, admin]) {
        const patch = await send(who, 'PATCH', `/api/attendance/${first}/`, { one_on_one: true });
        expect(patch.statusCode).toBe(409);
        expect(patch.json().code).toBe('record_signed');
        const del = await send(who, 'DELETE', `/api/attendance/${first}/`);
        expect(del.statusCode).toBe(409);
      }
      expect((await send(manager, 'PATCH', `/api/attendance/${first}/`, { one_on_one: true })).statusCode).toBe(404);
      // The open record can still be checked out.
      expect((await send(s, 'PATCH', `/api/attendance/${open}/`, { time_out: '15:00' })).statusCode).toBe(200);
      expect((await auditRowsFor(t, 'client_attendance', first)).map((r) => r.action)).toEqual(
        expect.arrayContaining(['sign', 'edit_refused']),
      );

      const addendum = await send(s, 'POST', `/api/attendance/${first}/addenda/`, {
        text: 'Left at 14:15.',
        reason: 'Time',
      });
      expect(addendum.statusCode, addendum.body).toBe(201);
    });
  });

  describe('overdue unsigned records', () => {
    it('lists unsigned notes older than the setting to their author, the manager and admins', async () => {
      const { s, note } = await providerWithNote('2026-11-10');
      const stranger = await signedIn(t, { name: 'Stranger' });
      const ids = async (who: Session, query = '') =>
        (await send(who, 'GET', `/api/progress/unsigned/${query}`))
          .json()
          .records.filter((r: { record_type: string }) => r.record_type === 'progress_note')
          .map((r: { id: number }) => r.id);
      const list = (await send(s, 'GET', '/api/progress/unsigned/')).json();
      expect(list.after_days).toBe(2);
      expect(list.before).toBe('2026-11-18');
      expect(list.records.find((r: { id: number }) => r.id === note.id)).toMatchObject({
        record_type: 'progress_note',
        date: '2026-11-10',
        author_name: 'Pat Provider',
        days_old: 10,
      });
      expect(await ids(manager)).toContain(note.id);
      expect(await ids(manager, '?scope=mine')).not.toContain(note.id);
      expect(await ids(admin)).toContain(note.id);
      expect(await ids(stranger)).not.toContain(note.id);

      expect((await send(s, 'PUT', '/api/admin/signature-settings/', { unsigned_after_days: 30 })).statusCode).toBe(
        403,
      );
      const settings = await send(admin, 'PUT', '/api/admin/signature-settings/', { unsigned_after_days: 30 });
      expect(settings.json()).toEqual({ unsigned_after_days: 30 });
      expect(await ids(s)).not.toContain(note.id);
      await send(admin, 'PUT', '/api/admin/signature-settings/', { unsigned_after_days: 2 });
      await sign(s, note.id);
      expect(await ids(s)).not.toContain(note.id);
    });
  });
});
