import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { timeContext } from '../../../lib/i18n/time-context';
import '../i18n';
import { resultTime } from './result-time';

/**
 * The kiosk's result line: the time of day every screen writes, "07:04 PM" in English and es-US's
 * "07:04 p.m." with the two-digit hour in Spanish (ADR 0020, "Times of day"), and the members'
 * count agreeing for one.
 */
const PHOENIX = 'America/Phoenix';
const AT = '2026-11-28T02:04:00.000Z'; // 07:04 PM on the 27th in Phoenix

afterEach(() => loadLanguage('en'));

describe('the kiosk’s result time', () => {
  it('is the English time of day of every other screen, with its two-digit hour', () => {
    expect(resultTime(AT, PHOENIX, 'en-US')).toBe('07:04 PM');
    expect(resultTime('2026-11-28T03:53:00.000Z', PHOENIX, 'en-US')).toBe('08:53 PM');
  });

  it('is the Spanish time of day of every other screen', () => {
    expect(resultTime(AT, PHOENIX, 'es-US')).toBe('07:04 p.m.');
  });
});

describe('the members’ result line', () => {
  const values = (count: number) => ({ count, time: '07:04 p.m.', name: 'Paz Q.' });

  it('agrees with one member in Spanish', async () => {
    await loadLanguage('es');
    expect(i18n.t('kiosk.resultMembersIn', values(1))).toBe('Entrada registrada de 1 miembro a las 07:04 p.m., Paz Q.');
    expect(i18n.t('kiosk.resultMembersOut', values(2))).toBe(
      'Salida registrada de 2 miembros a las 07:04 p.m., Paz Q.',
    );
    expect(i18n.t('kiosk.resultMembersRefused', { count: 1, names: 'Leo' })).toBe('No se pudo cambiar 1: Leo');
    expect(i18n.t('kiosk.resultMembersRefused', { count: 2, names: 'Leo, Eva' })).toBe(
      'No se pudieron cambiar 2: Leo, Eva',
    );
  });

  it('says "la" before one o’clock in Spanish, as the page passes timeContext', async () => {
    await loadLanguage('es');
    const time = resultTime('2026-11-27T20:04:00.000Z', PHOENIX, 'es-US'); // 01:04 PM in Phoenix
    expect(time).toBe('01:04 p.m.');
    const values = { time, name: 'Paz Q.', context: timeContext(time) };
    expect(i18n.t('kiosk.resultCheckIn', values)).toBe('Entrada registrada a la 01:04 p.m., Paz Q.');
    expect(i18n.t('kiosk.resultPause', values)).toBe('En pausa desde la 01:04 p.m., Paz Q.');
    expect(i18n.t('kiosk.resultMembersOut', { ...values, count: 2 })).toBe(
      'Salida registrada de 2 miembros a la 01:04 p.m., Paz Q.',
    );
    const seven = { time: '07:04 p.m.', name: 'Paz Q.', context: timeContext('07:04 p.m.') };
    expect(i18n.t('kiosk.resultCheckOut', seven)).toBe('Salida registrada a las 07:04 p.m., Paz Q.');
    await loadLanguage('en');
    const one = resultTime('2026-11-27T20:04:00.000Z', PHOENIX, 'en-US');
    expect(i18n.t('kiosk.resultCheckIn', { time: one, name: 'Paz Q.', context: timeContext(one) })).toBe(
      'Checked in at 01:04 PM, Paz Q.',
    );
  });

  it('and in English', async () => {
    await loadLanguage('en');
    expect(i18n.t('kiosk.resultMembersIn', { ...values(1), time: '07:04 PM' })).toBe(
      '1 member checked in at 07:04 PM, Paz Q.',
    );
    expect(i18n.t('kiosk.resultMembersIn', { ...values(2), time: '07:04 PM' })).toBe(
      '2 members checked in at 07:04 PM, Paz Q.',
    );
  });
});
