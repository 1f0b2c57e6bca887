import { describe, expect, it } from 'vitest';
import { timeContext } from './time-context';

describe('timeContext', () => {
  it('is "la" for one o’clock only, as the reader sees it in either language', () => {
    expect(timeContext('01:04 p.m.')).toBe('la');
    expect(timeContext('01:00 AM')).toBe('la');
    expect(timeContext('1:04 PM')).toBe('la');
    expect(timeContext('11:04 a.m.')).toBeUndefined();
    expect(timeContext('10:00 p.m.')).toBeUndefined();
    expect(timeContext('07:04 p.m. (+1 día)')).toBeUndefined();
  });
});
