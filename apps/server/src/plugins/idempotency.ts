import { createHash } from 'node:crypto';
import { MSG } from '@daybook/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../lib/http-error.js';
import { prependRouteHook } from '../lib/route-hooks.js';
import { detailSchema } from './openapi.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an `Idempotency-Key` request header (ADR 0018): a replayed key gets the
     * first answer and nothing is done twice. The route's access rule must sign the caller in.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The fingerprint of what was asked and, once claimed, the key this request answers for. */
    idempotency?: { key: string; hash: string; claimed: boolean };
  }
}

/** How long a key and its answer are kept (ADR 0018: longer than a device keeps an offline action). */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A first request still `in_progress` after this long was cut off (the process stopped) and never
 * answered; its key may be taken over. Longer than any request may take (REQUEST_TIMEOUT, 30 s).
 */
export const IDEMPOTENCY_STALE_MS = 2 * 60 * 1000;
/** Expired keys are deleted at most this often, by the request that finds it due. */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** 8–128 of the characters that survive any transport unescaped (a UUID v4 is the usual key). */
const KEY_FORMAT = /^[A-Za-z0-9._:-]{8,128}$/;
const HEADER = 'idempotency-key';

/** JSON with every object's keys sorted, so that key order does not make two bodies differ. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** SHA-256 of the method, the route, its parameters and query, and the body as received. */
function fingerprint(request: FastifyRequest): string {
  const text = canonicalJson([
    request.method,
    request.routeOptions.url ?? request.url,
    request.params ?? null,
    request.query ?? null,
    request.body ?? null,
  ]);
  return createHash('sha256').update(text).digest('hex');
}

class IdempotencyConflict extends HttpError {
  constructor() {
    super(409, MSG.idempotencyInProgress);
  }
}

/**
 * Idempotent replays (issue 15 "Offline actions", ADR 0018), applied once to every route marked
 * `config: { idempotent: true }`:
 * - no `Idempotency-Key` header: the route behaves exactly as without this plugin;
 * - a key not 8–128 of `A–Z a–z 0–9 - _ . :` → 400 `idempotency_key_invalid`;
 * - a new key: the request runs; its answer (status and body) is kept with the key for 7 days,
 *   unless it is a 5xx (then the key is released so that a retry runs again);
 * - the same key again with the same method, route and body → the first answer, sent again with
 *   `Idempotent-Replayed: true`, nothing done twice;
 * - while the first is still running → 409 `idempotency_in_progress` with `Retry-After: 1`;
 * - the same key with a different request → 422 `idempotency_key_reused`.
 * Keys belong to the signed-in user: another user's identical key is another key.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const { ctx } = app;
  let lastPrune = Number.NEGATIVE_INFINITY;

  // Document the header and the two refusals on every idempotent route's OpenAPI entry.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema ??= {};
    const schema = route.schema as { description?: string; response?: Record<number, unknown> };
    const note = 'Takes an `Idempotency-Key` header: a replay gets the first answer (docs/api-errors.md).';
    schema.description = schema.description ? `${schema.description} ${note}` : note;
    schema.response ??= {};
    schema.response[409] ??= detailSchema;
    schema.response[422] ??= detailSchema;
    // The three hooks below run on the idempotent routes only (lib/route-hooks.ts).
    prependRouteHook(route, 'preValidation', takeKey);
    prependRouteHook(route, 'preHandler', claimKey);
    prependRouteHook(route, 'onSend', keepAnswer);
  });

  // The fingerprint is taken from the body as it arrived, before validation fills in defaults.
  async function takeKey(request: FastifyRequest): Promise<void> {
    const header = request.headers[HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
      throw badRequest(MSG.idempotencyKeyInvalid, { [HEADER]: [MSG.idempotencyKeyInvalid] });
    }
    request.idempotency = { key: header, hash: fingerprint(request), claimed: false };
  }

  async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const idempotency = request.idempotency;
    if (!idempotency) return;
    const userId = request.actor?.id;
    if (userId === undefined || userId === null) {
      throw new Error(`route ${request.routeOptions.url} is idempotent but does not authenticate`);
    }
    const now = ctx.clock.now();
    await pruneIfDue(now);
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await ctx.db
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key: idempotency.key,
          request_hash: idempotency.hash,
          status: 'in_progress',
          response_status: null,
          response_body: null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (inserted) {
        idempotency.claimed = true;
        return;
      }
      const row = await ctx.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', idempotency.key)
        .executeTakeFirst();
      if (!row) continue; // released (a 5xx) or pruned in between: claim it again
      if (Date.parse(row.expires_at) <= now.getTime()) {
        // Past the retention: the key is new again.
        await ctx.db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', userId)
          .where('key', '=', idempotency.key)
          .where('expires_at', '<=', now.toISOString())
          .execute();
        continue;
      }
      if (row.request_hash !== idempotency.hash) throw new HttpError(422, MSG.idempotencyKeyReused);
      if (row.status === 'in_progress') {
        if (now.getTime() - Date.parse(row.created_at) < IDEMPOTENCY_STALE_MS) {
          reply.header('retry-after', '1');
          throw new IdempotencyConflict();
        }
        // The first request was cut off without an answer: this one takes the key over (one wins).
        const taken = await ctx.db
          .updateTable('idempotency_keys')
          .set({ created_at: now.toISOString() })
          .where('user_id', '=', userId)
          .where('key', '=', idempotency.key)
          .where('status', '=', 'in_progress')
          .where('created_at', '=', row.created_at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) {
          idempotency.claimed = true;
          return;
        }
        reply.header('retry-after', '1');
        throw new IdempotencyConflict();
      }
      return replay(reply, row.response_status ?? 200, row.response_body ?? '');
    }
    throw new IdempotencyConflict();
  }

  // Keeps the first answer with its key (or releases the key after a server error).
  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const idempotency = request.idempotency;
    if (!idempotency?.claimed) return payload;
    idempotency.claimed = false;
    const where = { user_id: request.actor.id, key: idempotency.key };
    try {
      if (reply.statusCode >= 500 || !(typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null)) {
        await release(where);
      } else {
        await ctx.db
          .updateTable('idempotency_keys')
          .set({ status: 'done', response_status: reply.statusCode, response_body: payload?.toString() ?? '' })
          .where('user_id', '=', where.user_id)
          .where('key', '=', where.key)
          .execute();
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not keep the answer of an idempotent request');
      await release(where).catch(() => {});
    }
    return payload;
  }

  async function release(where: { user_id: number; key: string }): Promise<void> {
    await ctx.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', where.user_id)
      .where('key', '=', where.key)
      .where('status', '=', 'in_progress')
      .execute();
  }

  async function pruneIfDue(now: Date): Promise<void> {
    if (now.getTime() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    await ctx.db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).execute();
  }
});

/** Sends a kept answer again, byte for byte. */
function replay(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(body);
}
