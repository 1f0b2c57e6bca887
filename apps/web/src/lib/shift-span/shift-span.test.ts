import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../i18n';
import { checkOutOnDay, clockOnDay, openShiftText } from './shift-span';

/**
 * A shift's times in the reader's language: English as the product writes them, Spanish's
 * "07:04 p.m." (ADR 0020, "Times of day"), and "la" before one o'clock ("Desde la 01:04 p.m.").
 */
const PHOENIX = 'America/Phoenix';
const IN = '2026-11-27T00:00:00.000Z'; // 05:00 PM on the 26th in Phoenix
const OUT = '2026-11-27T15:04:00.000Z'; // 08:04 AM on the 27th

afterEach(() => loadLanguage('en'));

describe('the shared wording of shifts', () => {
  it('is unchanged in English', async () => {
    await loadLanguage('en');
    expect(clockOnDay(i18n.t, OUT, IN, PHOENIX)).toBe('08:04 AM (+1 day)');
    const shift = { check_out: '08:04 AM', check_in_at: IN, check_out_at: OUT };
    expect(checkOutOnDay(i18n.t, shift, PHOENIX)).toBe('08:04 AM (+1 day)');
    expect(openShiftText(i18n.t, '01:04 PM', false)).toBe('01:04 PM to now, still open');
  });

  it('writes Spanish’s time of day', async () => {
    await loadLanguage('es');
    expect(clockOnDay(i18n.t, OUT, IN, PHOENIX)).toBe('08:04 a.m. (+1 día)');
    expect(clockOnDay(i18n.t, IN, null, PHOENIX)).toBe('05:00 p.m.');
    const shift = { check_out: '08:04 AM', check_in_at: IN, check_out_at: OUT };
    expect(checkOutOnDay(i18n.t, shift, PHOENIX)).toBe('08:04 a.m. (+1 día)');
  });

  it('says "la" before one o’clock in Spanish, "las" before the other hours', async () => {
    await loadLanguage('es');
    expect(openShiftText(i18n.t, '01:04 PM', false)).toBe('Desde la 01:04 p.m., todavía abierto');
    expect(openShiftText(i18n.t, '01:59 AM', true)).toBe('Desde la 01:59 a.m., sin salida');
    expect(openShiftText(i18n.t, '11:04 AM', true)).toBe('Desde las 11:04 a.m., sin salida');
    expect(openShiftText(i18n.t, '10:04 PM', false)).toBe('Desde las 10:04 p.m., todavía abierto');
  });
});
