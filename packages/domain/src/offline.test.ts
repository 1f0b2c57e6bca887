import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionTime, DEFAULT_OFFLINE_MAX_AGE_HOURS, OFFLINE_FUTURE_SKEW_MS } from './offline.js';

const RECEIVED = new Date('2026-11-20T17:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(RECEIVED.getTime() + offsetMs).toISOString();

describe('actionTime (docs/offline.md)', () => {
  it('keeps the server clock for an online action, whatever device time it carries', () => {
    expect(actionTime({ device_time: at(-HOUR) }, RECEIVED, 72)).toEqual({
      ok: true,
      at: RECEIVED,
      receivedAt: RECEIVED,
      offline: false,
    });
    expect(actionTime(undefined, RECEIVED, 72)).toMatchObject({ ok: true, at: RECEIVED, offline: false });
  });

  it('marks an offline action without a device time as offline at the server clock', () => {
    expect(actionTime({ offline: true }, RECEIVED, 72)).toMatchObject({ ok: true, at: RECEIVED, offline: true });
  });

  it.each([
    ['just now', 0, 'ok'],
    ['an hour ago', -HOUR, 'ok'],
    ['at the limit', -72 * HOUR, 'ok'],
    ['a second past the limit', -72 * HOUR - 1000, 'too_old'],
    ['a minute ahead (skew)', 60_000, 'ok'],
    ['at the skew', OFFLINE_FUTURE_SKEW_MS, 'ok'],
    ['past the skew', OFFLINE_FUTURE_SKEW_MS + 1000, 'in_future'],
    ['a day ahead', 24 * HOUR, 'in_future'],
  ])('%s → %s', (_name, offset, expected) => {
    const result = actionTime({ offline: true, device_time: at(offset) }, RECEIVED, DEFAULT_OFFLINE_MAX_AGE_HOURS);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
  });

  it('accepts exactly the window [now − limit, now + skew], never storing an instant after the server clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200 * HOUR, max: 10 * HOUR }),
        fc.integer({ min: 1, max: 168 }),
        (offset, limitHours) => {
          const result = actionTime({ offline: true, device_time: at(offset) }, RECEIVED, limitHours);
          const inWindow = offset >= -limitHours * HOUR && offset <= OFFLINE_FUTURE_SKEW_MS;
          expect(result.ok).toBe(inWindow);
          if (result.ok) {
            expect(result.offline).toBe(true);
            expect(result.receivedAt).toEqual(RECEIVED);
            expect(result.at.getTime()).toBe(Math.min(RECEIVED.getTime(), RECEIVED.getTime() + offset));
          } else {
            expect(result.reason).toBe(offset > 0 ? 'in_future' : 'too_old');
          }
        },
      ),
    );
  });

  it('reads offsets: the same instant written in another zone is the same action time', () => {
    const result = actionTime({ offline: true, device_time: '2026-11-20T08:30:00-07:00' }, RECEIVED, 72);
    expect(result.ok && result.at.toISOString()).toBe('2026-11-20T15:30:00.000Z');
  });
});
