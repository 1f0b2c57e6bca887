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

  it('speak Spanish when asked: the month and weekday in words, es-US day periods', () => {
    const noon = new Date('2026-11-21T19:00:05Z');
    expect(liveClockDate(noon, 'America/Phoenix', 'es')).toBe('sábado, 21 de noviembre de 2026');
    expect(liveClockTime(noon, 'America/Phoenix', 'es')).toMatch(/^12:00:05\sp\.\s?m\.$/);
    expect(liveClockTime(new Date('2026-11-21T16:04:09Z'), 'America/Phoenix', 'es')).toMatch(/^09:04:09\sa\.\s?m\.$/);
    // English stays the spec's format whatever else was asked for before
    expect(liveClockDate(noon, 'America/Phoenix', 'en')).toBe('Saturday, November 21, 2026');
  });
});
