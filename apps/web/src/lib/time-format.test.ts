import { describe, expect, it } from 'vitest';
import { displayTime, halfHours } from './time-format';

/** A 24-hour HH:MM as a time of day in the reader's language (docs/decisions/0020-spanish.md, "Times of day"). */
describe('displayTime', () => {
  it('keeps the product’s hh:mm AM in English', () => {
    expect(displayTime('19:04', undefined, 'en-US')).toBe('07:04 PM');
    expect(displayTime('00:30:00', undefined, 'en-US')).toBe('12:30 AM');
    expect(displayTime(null, undefined, 'en-US')).toBe('--:-- --');
  });

  it('writes Spanish’s "07:04 p.m." with the two-digit hour', () => {
    expect(displayTime('19:04', undefined, 'es-US')).toBe('07:04 p.m.');
    expect(displayTime('09:00', undefined, 'es-US')).toBe('09:00 a.m.');
    expect(displayTime('12:00', undefined, 'es-US')).toBe('12:00 p.m.');
    expect(displayTime(undefined, '—', 'es-US')).toBe('—');
  });
});

describe('halfHours', () => {
  it('labels the half hours in the reader’s language, the values 24-hour in both', () => {
    expect(halfHours('en-US').at(-1)).toEqual({ value: '18:00', label: '06:00 PM' });
    expect(halfHours('es-US')[0]).toEqual({ value: '06:00', label: '06:00 a.m.' });
    expect(halfHours('es-US').at(-1)).toEqual({ value: '18:00', label: '06:00 p.m.' });
    expect(
      halfHours('es-US')
        .map((option) => option.label)
        .join(' '),
    ).not.toMatch(/AM|PM/);
  });
});
