import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatServerDate } from './intl';

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
