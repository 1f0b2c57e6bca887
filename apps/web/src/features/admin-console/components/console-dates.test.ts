import { describe, expect, it } from 'vitest';
import { consoleDate, consoleDayOf, consoleInstant } from './console-dates';

/**
 * The console's dates as the rest of the app shows them (lib/i18n/intl.ts): MM/DD/YYYY in English,
 * the month as a word in Spanish, whichever of its two forms the API wrote; instants on the
 * organisation's clock, not the browser's.
 */

// ICU separates a time from its AM/PM with a narrow no-break space; the tests read plain spaces
const plain = (text: string) => text.replace(/\s/g, ' ');
const PHOENIX = 'America/Phoenix';

describe('the console’s calendar dates', () => {
  it('keep MM/DD/YYYY in English, from either form of the API', () => {
    expect(consoleDate('2026-10-01', 'en-US')).toBe('10/01/2026');
    expect(consoleDate('03/18/1994', 'en-US')).toBe('03/18/1994');
  });

  it('write the month as a word in Spanish, from either form of the API', () => {
    expect(plain(consoleDate('2026-10-01', 'es-US'))).toBe('1 oct 2026');
    expect(plain(consoleDate('03/18/1994', 'es-US'))).toBe('18 mar 1994');
    expect(plain(consoleDate('2027-01-31', 'es-US'))).toBe('31 ene 2027');
  });

  it('show a dash for no date and any other text as it came', () => {
    expect(consoleDate(null, 'es-US')).toBe('—');
    expect(consoleDate('', 'en-US')).toBe('—');
    expect(consoleDate('soon', 'es-US')).toBe('soon');
  });
});

describe('the console’s instants', () => {
  const at = '2026-11-28T10:47:38.188Z';

  it('are shown on the organisation’s clock in the console’s language', () => {
    expect(plain(consoleInstant(at, PHOENIX, 'en-US'))).toBe('11/28/2026 03:47 AM');
    expect(plain(consoleInstant(at, PHOENIX, 'es-US'))).toBe('28 nov 2026 03:47 a.m.');
  });

  it('write the date as a calendar date of the same language is written (walkthrough 40, finding 2)', () => {
    // the rate history showed "11/09/2026" beside "Nov 28, 2026, 8:45 PM", and Spanish beside US English
    expect(plain(consoleInstant(at, PHOENIX, 'en-US'))).toMatch(new RegExp(`^${consoleDate('2026-11-28', 'en-US')} `));
    expect(plain(consoleInstant(at, PHOENIX, 'es-US'))).toMatch(
      new RegExp(`^${plain(consoleDate('2026-11-28', 'es-US'))} `),
    );
  });

  it('have their seconds in the audit log', () => {
    expect(plain(consoleInstant(at, PHOENIX, 'en-US', true))).toBe('11/28/2026 03:47:38 AM');
    expect(plain(consoleInstant(at, PHOENIX, 'es-US', true))).toBe('28 nov 2026 03:47:38 a.m.');
  });

  it('give the day in the organisation’s zone, not UTC’s', () => {
    // 03:00 UTC on the 28th is still the 27th in Arizona
    expect(consoleDayOf('2026-11-28T03:00:00.000Z', PHOENIX, 'en-US')).toBe('11/27/2026');
    expect(plain(consoleDayOf('2026-11-28T03:00:00.000Z', PHOENIX, 'es-US'))).toBe('27 nov 2026');
  });

  it('show a dash for none and an unreadable value as it came', () => {
    expect(consoleInstant(null, PHOENIX, 'en-US')).toBe('—');
    expect(consoleInstant('not a time', PHOENIX, 'en-US', true)).toBe('not a time');
    expect(consoleDayOf(undefined, PHOENIX, 'es-US')).toBe('—');
  });
});
