import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTimeWithSeconds, longDate } from './dates.js';
import { liveClockDate, liveClockTime } from './live-clock.js';

const ZONES = ['America/Phoenix', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Pacific/Auckland'];
const instants = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

describe('the live clock texts', () => {
  it('read the same as clockTimeWithSeconds and longDate for any instant and zone', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        expect(liveClockTime(instant, zone)).toBe(clockTimeWithSeconds(instant, zone));
        expect(liveClockDate(instant, zone)).toBe(longDate(instant, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('show midnight and noon in Phoenix as 12 AM and 12 PM', () => {
    expect(liveClockTime(new Date('2026-11-21T07:00:00Z'), 'America/Phoenix')).toBe('12:00:00 AM');
    expect(liveClockTime(new Date('2026-11-21T19:00:05Z'), 'America/Phoenix')).toBe('12:00:05 PM');
    expect(liveClockDate(new Date('2026-11-21T19:00:05Z'), 'America/Phoenix')).toBe('Saturday, November 21, 2026');
  });
});
