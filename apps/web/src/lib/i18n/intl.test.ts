import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime, formatDateAndClock, formatServerDate, formatServerTime } from './intl';

/** Dates as each language reads them (docs/i18n.md): English keeps MM/DD/YYYY, Spanish names the month. */
describe('calendar dates in the reader’s language', () => {
  it('keeps the product’s MM/DD/YYYY in English', () => {
    expect(formatCalendarDate('2026-11-05', 'en-US')).toBe('11/05/2026');
    expect(formatServerDate('11/05/2026', 'en-US')).toBe('11/05/2026');
  });

  it('writes the month as a word in Spanish, from an ISO date or the server’s MM/DD/YYYY', () => {
    const spanish = formatCalendarDate('2026-11-05', 'es-US');
    expect(spanish).toMatch(/^5 nov\.? 2026$/);
    expect(formatServerDate('11/05/2026', 'es-US')).toBe(spanish);
  });

  it('shows anything that is not a date as it came', () => {
    expect(formatServerDate('-', 'es-US')).toBe('-');
    expect(formatServerDate('2026-11-05', 'es-US')).toBe('2026-11-05');
  });
});

/**
 * Times of day (docs/decisions/0020-spanish.md, "Times of day"): English keeps the product's
 * hh:mm AM exactly; Spanish writes es-US's a.m./p.m. with the same two-digit hour, whether the
 * time is the server's text or an instant formatted here.
 */
describe('times of day in the reader’s language', () => {
  const PHOENIX = 'America/Phoenix';

  it('keeps the server’s hh:mm AM in English', () => {
    for (const text of ['07:04 PM', '12:00 AM', '12:30 PM', '--:-- --']) {
      expect(formatServerTime(text, 'en-US')).toBe(text);
    }
  });

  it('writes a.m./p.m. with the two-digit hour in Spanish', () => {
    expect(formatServerTime('07:04 PM', 'es-US')).toBe('07:04 p.m.');
    expect(formatServerTime('07:04 AM', 'es-US')).toBe('07:04 a.m.');
    expect(formatServerTime('12:00 AM', 'es-US')).toBe('12:00 a.m.');
    expect(formatServerTime('12:30 PM', 'es-US')).toBe('12:30 p.m.');
  });

  it('shows a text that is not the server’s clock as it came', () => {
    for (const text of ['--:-- --', '', '19:04', '13:04 PM', '7:04 PM', 'Esperando conexión']) {
      expect(formatServerTime(text, 'es-US')).toBe(text);
    }
  });

  it('writes an instant’s time as the server would, then in the language', () => {
    // 02:13 UTC on the 28th is 07:13 PM of the 27th in Phoenix (UTC−7)
    expect(formatClockTime('2026-11-28T02:13:19Z', PHOENIX, 'en-US')).toBe('07:13 PM');
    expect(formatClockTime('2026-11-28T02:13:19Z', PHOENIX, 'es-US')).toBe('07:13 p.m.');
    expect(formatDateAndClock('2026-11-28T02:13:19Z', PHOENIX, 'en-US')).toBe('11/27/2026 07:13 PM');
    expect(formatDateAndClock('2026-11-28T02:13:19Z', PHOENIX, 'es-US')).toBe('27 nov 2026 07:13 p.m.');
  });

  it('gives a date and time its seconds when asked, in the same forms (the admin console’s audit log)', () => {
    expect(formatDateAndClock('2026-11-28T02:13:19Z', PHOENIX, 'en-US', { seconds: true })).toBe(
      '11/27/2026 07:13:19 PM',
    );
    expect(formatDateAndClock('2026-11-28T02:13:19Z', PHOENIX, 'es-US', { seconds: true })).toBe(
      '27 nov 2026 07:13:19 p.m.',
    );
    expect(formatDateAndClock('not a time', PHOENIX, 'en-US', { seconds: true })).toBe('not a time');
  });
});
