import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, refuseDuplicates } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { type AuditChange, auditFor } from './audit.repository.js';

/** Who asks for a change: the actor and the request id, for the audit rows. */
export interface ChangeRequest {
  actor: Actor;
  requestId: string;
}

/** A route's request as the ChangeRequest its service takes: the signed-in actor and the request id. */
export const who = (request: FastifyRequest): ChangeRequest => ({ actor: request.actor, requestId: request.id });

/**
 * A refusal that is itself on record: thrown inside `auditedChange`, the transaction rolls back and
 * then its audit row is written (a write to a signed record, signatures/record-lock.ts, ADR 0015).
 */
export abstract class AuditedRefusal extends HttpError {
  /** The audit row of the refusal. */
  abstract auditChange(): AuditChange;
}

/** What a change inside `auditedChange` works with. */
export interface Mutation {
  trx: Executor;
  /** The clock reading the change and its audit rows use. */
  now: Date;
  /** Writes an audit row of this request (actor, request id and time filled in) in the transaction. */
  audit: (change: AuditChange) => Promise<void>;
}

/**
 * Runs one change in a transaction with the request's clock reading and audit writer, so the
 * change and its audit rows commit or roll back together. With `taken`, a unique violation
 * becomes the error it makes (a 400 on the unique field, a 409 duplicate, ...).
 */
export function auditedChange<T>(
  ctx: AppContext,
  req: ChangeRequest,
  work: (m: Mutation) => Promise<T>,
  taken?: () => Error,
): Promise<T> {
  const now = ctx.clock.now();
  const audit = auditFor(req.actor.id, req.requestId, now);
  const attempt = () =>
    ctx.db.transaction().execute((trx) => work({ trx, now, audit: (change) => audit(trx, change) }));
  // A refusal on record (a write to a signed record, ADR 0015) rolls back, then is recorded.
  const run = async () => {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof AuditedRefusal) await audit(ctx.db, error.auditChange());
      throw error;
    }
  };
  return taken ? refuseDuplicates(taken, run) : run();
}
