import { type Compilable, type CompiledQuery, createQueryId } from 'kysely';
import type { Executor } from './database.js';

/** Stands for the i-th argument while a prepared query is built and compiled once. */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Template {
  query: CompiledQuery;
  /** Per bound parameter: the argument it takes (its index), or -1 for a constant of the query. */
  sources: number[];
}

/**
 * A query on one of the hot paths (every request's session read, a check-in's reads), built with
 * Kysely's query builder and compiled to SQL once per database rather than on every call: building
 * and compiling was about as costly as executing these small queries (docs/performance.md, "Where
 * the time of one authenticated read goes"). Each call binds its own arguments to the compiled
 * SQL and runs it through the executor it is given (the database or a transaction), with the
 * executor's plugins told as usual (the query timer of plugins/metrics.ts).
 *
 * `build` is called once, with placeholders for its arguments, so each argument must be used only
 * as a bound value (`where('id', '=', id)`), never inspected in JavaScript (no `if`, no lists for
 * `in`); the first compilation checks that every argument became a bound parameter.
 */
export function prepared<A extends unknown[], O>(
  build: (db: Executor, ...args: A) => Compilable<O>,
): {
  execute(db: Executor, ...args: A): Promise<O[]>;
  takeFirst(db: Executor, ...args: A): Promise<O | undefined>;
} {
  // by the executor's adapter: the same for the database, its transactions and its plugins
  const templates = new WeakMap<object, Template>();

  function template(db: Executor): Template {
    const executor = db.getExecutor();
    let found = templates.get(executor.adapter);
    if (!found) {
      const arity = build.length - 1;
      const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(i));
      const query = build(db, ...(placeholders as A)).compile();
      const sources = query.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
      for (let i = 0; i < arity; i++) {
        if (!sources.includes(i)) throw new Error(`prepared query: argument ${i} is never bound (${query.sql})`);
      }
      found = { query, sources };
      templates.set(executor.adapter, found);
    }
    return found;
  }

  async function execute(db: Executor, ...args: A): Promise<O[]> {
    const { query, sources } = template(db);
    const executor = db.getExecutor();
    const queryId = createQueryId();
    executor.transformQuery(query.query, queryId);
    const parameters = sources.map((source, i) => (source < 0 ? query.parameters[i] : args[source]));
    const result = await executor.executeQuery<O>({ ...query, parameters, queryId } as CompiledQuery<O>);
    return result.rows;
  }

  return {
    execute,
    async takeFirst(db, ...args) {
      return (await execute(db, ...args))[0];
    },
  };
}
