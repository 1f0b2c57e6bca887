import { MSG, NUL_MESSAGE } from '@daybook/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from './care-helper.js';
import { call, createTestApp, dialects, type Session, signedIn, snapshot, type TestApp } from './helper.js';
import { type Operation, operations, sweepCredential, sweepTablet, withId } from './openapi-operations.js';

/**
 * Text that is not valid Unicode is refused, never stored with U+FFFD in its place (docs/security.md,
 * "Input"): a JSON body whose bytes are not UTF-8 (400 `invalid_utf8`), a lone surrogate escape in a
 * JSON text or key, and percent-escaped query bytes that are not UTF-8 (400 `validation_failed`
 * naming the field, as a NUL is).
 */

/** A 400 naming `field` with the not-Unicode message, in the NUL refusal's shape. */
function notUnicode(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json(), response.body).toMatchObject({
    code: 'validation_failed',
    error_code: 'validation_failed',
    detail: `${field}: ${MSG.invalidUnicode}`,
    params: { fields: [field] },
    [field]: [MSG.invalidUnicode],
  });
}

/** A 400 `invalid_utf8` for the whole body. */
function notUtf8(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ detail: MSG.invalidUtf8, code: 'invalid_utf8', error_code: 'invalid_utf8' });
}

describe.each(dialects())('text that is not valid Unicode on %s', (dialect) => {
  let t: TestApp;
  let admin: Session;
  let clientId: number;
  let ops: Operation[];
  let kioskToken: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signedIn(t, { role: 'admin' });
    clientId = (await insertClient(t, admin.userId, { guardian: 'Rosa Tester' })).client.id;
    ops = await operations(t);
    kioskToken = await sweepTablet(t, admin, 'Unicode tablet');
  });
  afterAll(async () => t.close());

  const credentialFor = (op: Operation) => sweepCredential(op, admin, kioskToken);

  /** Everything a refusal might have written, the clients (whose guardian the cases send) included. */
  const everything = async () => ({
    ...(await snapshot(t)),
    clients: await t.db.selectFrom('clients').selectAll().orderBy('id').execute(),
  });
  const patchClient = (payload: string | Buffer) =>
    call(t, 'PATCH', `/api/clients/${clientId}/`, {
      session: admin,
      payload,
      headers: { 'content-type': 'application/json' },
    });
  const guardian = async () =>
    (await t.db.selectFrom('clients').select('guardian').where('id', '=', clientId).executeTakeFirstOrThrow()).guardian;

  it('refuses a body that is not UTF-8 (Latin-1 café, an overlong form, an encoded surrogate) and changes nothing', async () => {
    const before = await everything();
    for (const bytes of [
      [0x63, 0x61, 0x66, 0xe9], // Latin-1 "café"
      [0xc0, 0xaf], // an overlong "/"
      [0xed, 0xa0, 0x80], // U+D800 written as UTF-8 (CESU-8)
      [0xe2, 0x82], // a character cut short
      [0xff],
    ]) {
      const payload = Buffer.concat([Buffer.from('{"guardian":"'), Buffer.from(bytes), Buffer.from('"}')]);
      notUtf8(await patchClient(payload));
    }
    // a key's bytes too, and on a route of the check-in family (which adds `error`, docs/api-errors.md)
    notUtf8(await patchClient(Buffer.concat([Buffer.from('{"g'), Buffer.from([0xe9]), Buffer.from('":"x"}')])));
    const checkIn = await call(t, 'POST', '/api/attendance/checkin/', {
      session: admin,
      payload: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(checkIn.statusCode).toBe(400);
    expect(checkIn.json()).toMatchObject({ code: 'invalid_utf8', error: MSG.invalidUtf8 });
    expect(await everything()).toEqual(before);
  });

  it('refuses a lone surrogate in a body text, naming the field, and changes nothing', async () => {
    const before = await everything();
    for (const text of ['ok \\ud800 end', '\\udc00', 'reversed \\udc00\\ud800', 'cut \\ud83d']) {
      notUnicode(await patchClient(`{"guardian":"${text}"}`), 'guardian');
    }
    expect(await everything()).toEqual(before);
    expect(await guardian()).toBe('Rosa Tester');
  });

  it('refuses a lone surrogate deep in a body, in a key, and a NUL still wins in the same text', async () => {
    const before = await everything();
    notUnicode(
      await call(t, 'POST', '/api/progress/save/', {
        session: admin,
        payload: '{"client":1,"date":"2026-11-20","trials":[{"goal":1,"initials":"A\\ud800B"}]}',
        headers: { 'content-type': 'application/json' },
      }),
      'trials.0.initials',
    );
    // the field echoes the key, its lone surrogate shown as U+FFFD
    notUnicode(await patchClient('{"a\\ud800b":"x"}'), 'a\uFFFDb');
    const both = await patchClient('{"guardian":"\\u0000 \\ud800"}');
    expect(both.json()).toMatchObject({ code: 'validation_failed', guardian: [NUL_MESSAGE] });
    expect(await everything()).toEqual(before);
  });

  it('stores valid text as sent: a surrogate pair escaped or raw, accents, U+FFFD itself', async () => {
    for (const [json, stored] of [
      ['"smile \\ud83d\\ude00"', 'smile 😀'],
      ['"café 😀"', 'café 😀'],
      ['"replacement \\ufffd sent on purpose"', 'replacement \uFFFD sent on purpose'],
    ] as const) {
      const response = await patchClient(Buffer.from(`{"guardian":${json}}`, 'utf8'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().guardian).toBe(stored);
      expect(await guardian()).toBe(stored);
    }
  });

  it('refuses query bytes that are not UTF-8, naming the parameter, and reads valid escapes as before', async () => {
    for (const value of ['caf%E9', '%ED%A0%80', '%C0%AF', 'ok%E2%82']) {
      notUnicode(await call(t, 'GET', `/api/clients/?search=${value}`, { session: admin }), 'search');
    }
    notUnicode(await call(t, 'GET', '/api/clients/?status=all&se%E9rch=x', { session: admin }), 'se%E9rch');
    notUnicode(await call(t, 'GET', '/api/clients/?se%C3%A9rch=%E9', { session: admin }), 'seérch');
    for (const query of ['search=caf%C3%A9', 'search=%F0%9F%98%80', 'search=100%25', 'search=100%', 'search=%zz']) {
      const response = await call(t, 'GET', `/api/clients/?${query}`, { session: admin });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a path parameter whose bytes are not UTF-8 as a URL that is not valid (as before)', async () => {
    for (const id of ['%E9', '%ED%A0%80']) {
      const response = await call(t, 'GET', `/api/goals/${id}`, { session: admin });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_url' });
    }
  });

  it('refuses a lone surrogate in every body text and bad bytes in every query text of every route, and changes nothing', async () => {
    const before = await everything();
    let bodies = 0;
    let queries = 0;
    for (const op of ops) {
      for (const name of op.body) {
        const response = await call(t, op.method, withId(op.path, '1'), {
          ...credentialFor(op),
          payload: `{${JSON.stringify(name)}:"text with a \\ud800 inside"}`,
          headers: { ...(credentialFor(op).headers ?? {}), 'content-type': 'application/json' },
        });
        notUnicode(response, name);
        bodies++;
      }
      for (const name of op.query) {
        const url = `${withId(op.path, '1')}?${encodeURIComponent(name)}=caf%E9`;
        notUnicode(await call(t, op.method, url, credentialFor(op)), name);
        queries++;
      }
    }
    expect(bodies).toBeGreaterThan(100);
    expect(queries).toBeGreaterThan(60);
    expect(await everything()).toEqual(before);
  });
});
