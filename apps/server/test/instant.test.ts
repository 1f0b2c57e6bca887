import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant, isoInstantOrNull } from '../src/lib/instant.js';

/** Presenters pass stored ISO instants on as they are and bring any other form to ISO (lib/instant.ts). */
describe('isoInstant', () => {
  it('keeps an ISO instant with milliseconds exactly as it is', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          expect(isoInstant(iso)).toBe(iso);
        },
      ),
    );
  });

  it('brings other forms of an instant to ISO', () => {
    expect(isoInstant('2026-11-03T15:04:05Z')).toBe('2026-11-03T15:04:05.000Z');
    expect(isoInstant('2026-11-03T08:04:05.5-07:00')).toBe('2026-11-03T15:04:05.500Z');
    expect(isoInstantOrNull(null)).toBeNull();
    expect(isoInstantOrNull('2026-11-03T15:04:05.123Z')).toBe('2026-11-03T15:04:05.123Z');
  });
});
