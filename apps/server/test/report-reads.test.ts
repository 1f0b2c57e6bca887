import { describe, expect, it } from 'vitest';
import { REPORT_READS_AT_ONCE, reportRead } from '../src/modules/workday/report-pacing.js';

/** The monitoring report's reads take turns at the database (docs/performance.md, "Monitoring report"). */
describe('report reads', () => {
  it('never has more than the limit in flight, runs them in the order asked, and frees a slot on failure', async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const read = (n: number) =>
      reportRead(async () => {
        started.push(n);
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => gates.push(resolve));
        inFlight--;
        if (n === 1) throw new Error('read failed');
        return n;
      });
    const results = Array.from({ length: 8 }, (_, n) => read(n).catch((error: Error) => error.message));
    // Release whatever is waiting, a turn at a time, until every read is done.
    for (let turn = 0; turn < 20; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      for (const open of gates.splice(0)) open();
    }
    expect(await Promise.all(results)).toEqual([0, 'read failed', 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(REPORT_READS_AT_ONCE);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The slots are all free again: the limit's worth of reads start at once.
    let now = 0;
    const again = Array.from({ length: REPORT_READS_AT_ONCE }, () =>
      reportRead(async () => {
        now++;
        await new Promise((resolve) => setImmediate(resolve));
        return now;
      }),
    );
    expect(await Promise.all(again)).toEqual(Array(REPORT_READS_AT_ONCE).fill(REPORT_READS_AT_ONCE));
  });
});
