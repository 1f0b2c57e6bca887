import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Every log line written while a request is handled carries its request id (docs/operations.md,
 * "Logs"), also lines written through the app's own logger (a Redis warning during a sign-in),
 * not only those of `request.log`, which Fastify binds to the id itself.
 */
const current = new AsyncLocalStorage<{ reqId: string }>();

/** Runs the rest of each request inside its context: from onRequest, and again after the body
 * arrived (the body's stream events run outside it). */
export function registerLogContext(app: FastifyInstance): void {
  const stores = new WeakMap<object, { reqId: string }>();
  app.addHook('onRequest', (request, _reply, done) => {
    const store = { reqId: String(request.id) };
    stores.set(request, store);
    current.run(store, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // A request without a body is still inside the context entered at onRequest: entering it
    // again would change nothing and costs a context switch on every request.
    const store = stores.get(request);
    if (store && current.getStore() === store) return done();
    current.run(store ?? { reqId: String(request.id) }, done);
  });
}

/** pino's `mixin`: the current request's id, unless the logger is a request's child already holding it. */
export function requestIdMixin(
  _object: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): Record<string, unknown> {
  const store = current.getStore();
  if (!store || (logger && 'reqId' in logger.bindings())) return {};
  return { reqId: store.reqId };
}

/** The fields of an error that the logs keep: what it is and where, never the values it carried. */
const KEPT = ['code', 'statusCode', 'routine', 'constraint', 'table', 'column', 'severity'] as const;

/**
 * The logged form of an error (pino's `err` serializer): type, message, stack, codes and the chain
 * of causes. Other fields are left out: a PostgreSQL error's `detail` repeats the row's values
 * ("Key (email)=(…) already exists"), a query error may hold its parameters.
 */
export function serializeError(error: Error): SerializedError {
  return describe(error, 0);
}

function describe(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const out: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: error.message,
    stack: error.stack ?? '',
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of KEPT) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = describe(error.cause, depth + 1);
  return out;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
}
