/**
 * Named (server-side prepared) statements on PostgreSQL for the queries compiled once in
 * db/prepared.ts (docs/decisions/0040-named-statements-on-postgresql.md). node-postgres sends an
 * unnamed statement's text to be parsed and planned again on every run; a named one is parsed once
 * per connection and then only bound and executed. The hot reads' SQL is fixed text, so each gets a
 * name, and every pooled client (database.ts) runs that text under its name.
 *
 * A statement that selects `*` keeps the row type it was prepared with: after a migration adds a
 * column (another instance starting a newer build), PostgreSQL refuses it with "cached plan must
 * not change result type". So inside a transaction, where a refused statement would fail the whole
 * transaction, a text holding a `*` runs unnamed, as before. Outside one, the first such refusal
 * gives every statement a new name in this process, so that each connection prepares it again
 * from its text, and the refused statement (refused before it ran) runs again at once under its
 * new name. A named text without `*` changes its result type only when a column it names changes
 * type, which the code that reads it would not survive either.
 */

/** The compiled SQL text of each statement to name, and its number. */
const numbers = new Map<string, number>();
/** Raised when a named statement went stale: every name changes, so every connection parses again. */
let generation = 0;

/** Names this PostgreSQL statement text from now on (db/prepared.ts calls it once per query). */
export function nameStatement(sql: string): void {
  if (!numbers.has(sql)) numbers.set(sql, numbers.size);
}

/** The name a text runs under now; undefined for a text that is not named. */
export function statementName(sql: string): string | undefined {
  const number = numbers.get(sql);
  return number === undefined ? undefined : `daybook_${number}_${generation}`;
}

/** PostgreSQL's refusal of a prepared statement whose `*` now means other columns (SQLSTATE 0A000). */
export function isStalePlan(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type');
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * A transaction's control statement as Kysely sends it: `begin` or `start transaction …` (with its
 * isolation level or access mode), or a whole `commit` or `rollback` (not `rollback to savepoint`).
 */
const CONTROL = /^\s*(begin|start transaction)\b|^\s*(commit|rollback)\s*$/i;

function controlOf(text: string): string | undefined {
  const match = CONTROL.exec(text);
  return (match?.[1] ?? match?.[2])?.toLowerCase();
}

/** What Kysely reads of a `begin`'s answer (its command, affected rows and rows). */
const NOTHING_SENT = Object.freeze({ command: 'BEGIN', rowCount: null, rows: Object.freeze([]) });

/**
 * Makes a node-postgres client run the named texts as named statements, and send a transaction's
 * `begin` with its first statement (docs/decisions/0042-pipelined-statements-on-postgresql.md).
 * Kysely calls `query(text, values)` and awaits the promise; anything else (a config object, a
 * callback) goes through untouched. The client's transaction is followed from the
 * `begin`/`start transaction`, `commit` and `rollback` Kysely sends.
 *
 * The `begin` is answered at once and held; the transaction's first statement sends it, and on a
 * client in pipeline mode (database.ts) both go out without waiting for the `begin`'s answer, so a
 * transaction costs one round trip less. PostgreSQL runs them in the order sent, and a transaction
 * takes its snapshot at its first statement, not at `begin`, so nothing a transaction sees
 * changes. A transaction that ends before its first statement sends nothing at all. Should the
 * `begin` itself fail (a lost connection), the first statement's promise fails with its error.
 */
export function useNamedStatements(client: { query: Query }): void {
  const query = client.query.bind(client) as Query;
  let inTransaction = false;
  /** The `begin` (or `start transaction …`) not yet sent. */
  let held: string | null = null;
  const run = (text: string, values: unknown): Promise<unknown> => {
    const name = Array.isArray(values) && !(inTransaction && text.includes('*')) ? statementName(text) : undefined;
    if (name === undefined) return query(text, values) as Promise<unknown>;
    const seen = generation;
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      if (generation === seen) generation += 1;
      if (inTransaction) throw error;
      return query({ name: statementName(text), text, values });
    });
  };
  client.query = (text: unknown, values?: unknown, callback?: unknown) => {
    const control = typeof text === 'string' ? controlOf(text) : undefined;
    const ends = control === 'commit' || control === 'rollback';
    if (held !== null) {
      const begin = held;
      held = null;
      if (ends) {
        inTransaction = false;
        return Promise.resolve({ ...NOTHING_SENT, command: control.toUpperCase() });
      }
      // sent now, and answered before the statement behind it
      const began = query(begin) as Promise<unknown>;
      const answer = client.query(text, values, callback);
      if (!(answer instanceof Promise)) {
        began.catch(() => {});
        return answer;
      }
      // both are waited for together, so neither is left unhandled while the other is pending;
      // the begin's failure is the one thrown, as it came first
      return Promise.allSettled([began, answer]).then(([first, second]) => {
        if (first.status === 'rejected') throw first.reason;
        if (second.status === 'rejected') throw second.reason;
        return second.value;
      });
    }
    if (typeof text !== 'string' || callback !== undefined) return query(text, values, callback);
    if (control === 'begin' || control === 'start transaction') {
      inTransaction = true;
      held = text;
      return Promise.resolve(NOTHING_SENT);
    }
    if (ends) inTransaction = false;
    return run(text, values);
  };
}
