/** How the monitoring report (list-time-records.ts) shares the event loop and the database with other requests. */

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
