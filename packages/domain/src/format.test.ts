import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarColour, formatHoursMinutes, formatPhone, initials } from './format.js';
import { fillMessage } from './messages.js';

describe('formatPhone', () => {
  it('formats exactly ten digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('4805550103')).toBe('(480) 555-0103');
    expect(formatPhone('480-555-0103')).toBe('(480) 555-0103');
  });

  it('leaves anything else as given', () => {
    expect(formatPhone('+1 480 555 0103')).toBe('+1 480 555 0103');
    expect(formatPhone('555-0103')).toBe('555-0103');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatHoursMinutes', () => {
  it('shows Xh Ym', () => {
    expect(formatHoursMinutes(0)).toBe('0h 0m');
    expect(formatHoursMinutes(485)).toBe('8h 5m');
  });

  it('round-trips whole minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (minutes) => {
        const [h, m] = formatHoursMinutes(minutes).match(/\d+/g)!.map(Number) as [number, number];
        expect(h * 60 + m).toBe(minutes);
        expect(m).toBeLessThan(60);
      }),
    );
  });
});

describe('initials and avatarColour', () => {
  it('takes the first and last initials', () => {
    expect(initials('Ana Maria Reyes')).toBe('AR');
    expect(initials('ana')).toBe('A');
    expect(initials('  ')).toBe('?');
  });

  it('chooses the colour from the first letter', () => {
    expect(avatarColour('Ana')).toBe(avatarColour('alex'));
    expect(avatarColour('Ana')).not.toBe(avatarColour('Ben'));
  });
});

describe('fillMessage', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillMessage('Progress saved successfully for {first} {last}!', { first: 'Ana', last: 'Reyes' })).toBe(
      'Progress saved successfully for Ana Reyes!',
    );
    expect(fillMessage('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
