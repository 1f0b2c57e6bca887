/** How the monitoring report (list-time-records.ts) shares the event loop and the database with other requests. */

import type { Dialect } from '../../db/database.js';

/**
 * Lets other requests (and /healthz) in between the report's steps. Every SQLite read runs on the
 * event loop's thread, so a report that never waited would hold every other request until it ended.
 * Waiting reports go on in turn, one step per turn of the event loop (a plain setImmediate would run
 * the next step of every waiting report in the same turn: ten reports, ten steps before anyone else),
 * so another request waits for one step at most (docs/performance.md, "Monitoring report").
 */
const waiting: (() => void)[] = [];
let pumping = false;
function pump(): void {
  const next = waiting.shift();
  if (next) next();
  if (waiting.length > 0) setImmediate(pump);
  else pumping = false;
}
export function breathe(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}

/**
 * At most this many report reads are at the database at once, across every running report. On
 * PostgreSQL the reads run in the database's own processes, beside this one on the same cores: ten
 * streamed whole-range reports each with a read in flight starved the server of CPU and a /healthz
 * probe waited 354 ms (docs/performance.md, "Monitoring report"). Reports then take turns at the
 * database as they already take turns on the event loop (`breathe`).
 */
export const REPORT_READS_AT_ONCE = 2;
let readsInFlight = 0;
const readQueue: (() => void)[] = [];
export async function reportRead<T>(read: () => Promise<T>): Promise<T> {
  if (readsInFlight >= REPORT_READS_AT_ONCE) await new Promise<void>((resolve) => readQueue.push(resolve));
  else readsInFlight++;
  try {
    return await read();
  } finally {
    const next = readQueue.shift();
    if (next) next();
    else readsInFlight--;
  }
}

/**
 * Runs reads of a report that do not depend on each other, answering their results in order. On
 * PostgreSQL they are sent at once, each on a connection of the pool, so the report waits for one
 * round trip rather than one per read: round trips, not the queries, were most of the report's
 * server time (docs/performance.md, "2026-11-27: the monitoring report on PostgreSQL"). On SQLite
 * every read holds the event loop's thread, so they go one per turn (`breathe` after each), as
 * the report's other steps do.
 */
export async function readTogether<T extends unknown[]>(
  dialect: Dialect,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (dialect === 'postgres') return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) {
    results.push(await read());
    await breathe();
  }
  return results as T;
}
