import { describe, expect, it } from 'vitest';
import { formatDateAndClock } from '../../../lib/i18n/intl';
import { visitTimes, visitTimesText } from './visit-times';

// America/Phoenix is UTC-7 all year.
const ZONE = 'America/Phoenix';
const visit = (check_in_at: string, check_out_at: string | null, date = '2026-11-24') => ({
  date,
  check_in_at,
  check_out_at,
});

describe('a visit’s times', () => {
  it('are only clock times when both fall on the visit’s date', () => {
    const sameDay = visit('2026-11-24T16:00:00.000Z', '2026-11-24T18:00:00.000Z');
    expect(visitTimesText(sameDay, ZONE, 'open', 'en-US')).toBe('09:00 AM – 11:00 AM');
    expect(visitTimesText(sameDay, ZONE, 'abierta', 'es-US')).toBe('09:00 a.m. – 11:00 a.m.');
  });

  it('are read in the organisation’s zone, not UTC (a late visit is still the same day there)', () => {
    // 10 PM to 11:30 PM in Phoenix is already the next day in UTC
    const late = visit('2026-11-25T05:00:00.000Z', '2026-11-25T06:30:00.000Z');
    expect(visitTimesText(late, ZONE, 'open', 'en-US')).toBe('10:00 PM – 11:30 PM');
  });

  it('give the check-out’s date when it falls on the next day, as the reader’s language writes dates', () => {
    const overnight = visit('2026-11-25T04:30:00.000Z', '2026-11-25T09:00:00.000Z');
    expect(visitTimesText(overnight, ZONE, 'open', 'en-US')).toBe('09:30 PM – 11/25/2026 02:00 AM');
    expect(visitTimes(overnight, ZONE, 'abierta', 'es-US')).toEqual({
      start: '09:30 p.m.',
      end: expect.stringMatching(/^25 nov\.? 2026 02:00 a\.m\.$/),
    });
  });

  it('say the visit is still open when it has no check-out', () => {
    expect(visitTimesText(visit('2026-11-24T16:00:00.000Z', null), ZONE, 'open', 'en-US')).toBe('09:00 AM – open');
  });
});

describe('an instant', () => {
  it('is the organisation’s date and clock time, both in the reader’s language (ADR 0020, "Times of day")', () => {
    expect(formatDateAndClock('2026-11-28T11:34:00.000Z', ZONE, 'en-US')).toBe('11/28/2026 04:34 AM');
    expect(formatDateAndClock('2026-11-28T11:34:00.000Z', ZONE, 'es-US')).toMatch(/^28 nov\.? 2026 04:34 a\.m\.$/);
  });
});
