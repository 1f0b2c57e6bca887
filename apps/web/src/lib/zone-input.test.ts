import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput } from './zone-input';

// America/Phoenix is UTC-7 all year.
const ZONE = 'America/Phoenix';

describe('a datetime-local field on the organisation’s clock', () => {
  it('shows an instant as the zone’s wall clock, whatever the browser’s zone', () => {
    expect(toZoneInput('2026-11-24T17:00:00.000Z', ZONE)).toBe('2026-11-24T10:00');
    // 11:30 PM in Phoenix is already the next day in UTC
    expect(toZoneInput('2026-11-25T06:30:00.000Z', ZONE)).toBe('2026-11-24T23:30');
    expect(toZoneInput('2026-11-24T17:00:00.000Z', 'Asia/Kathmandu')).toBe('2026-11-24T22:45');
    expect(toZoneInput(null, ZONE)).toBe('');
    expect(toZoneInput('not a time', ZONE)).toBe('');
  });

  it('reads a typed wall-clock time as its instant in the zone, across a daylight-saving change too', () => {
    expect(fromZoneInput('2026-11-24T09:15', ZONE)).toBe('2026-11-24T16:15:00.000Z');
    expect(fromZoneInput('2026-11-24T23:30', ZONE)).toBe('2026-11-25T06:30:00.000Z');
    // Los Angeles: PDT (UTC-7) in July, PST (UTC-8) in November
    expect(fromZoneInput('2026-07-01T09:00', 'America/Los_Angeles')).toBe('2026-07-01T16:00:00.000Z');
    expect(fromZoneInput('2026-11-24T09:00', 'America/Los_Angeles')).toBe('2026-11-24T17:00:00.000Z');
    expect(fromZoneInput('', ZONE)).toBeNull();
    expect(fromZoneInput('2026-11-24', ZONE)).toBeNull();
  });

  it('gives back the instant it showed', () => {
    const shown = '2026-03-08T09:45:00.000Z';
    for (const zone of [ZONE, 'America/Los_Angeles', 'Asia/Kathmandu', 'UTC']) {
      expect(fromZoneInput(toZoneInput(shown, zone), zone)).toBe(shown);
    }
  });
});
