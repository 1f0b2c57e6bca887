import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '.';

afterEach(() => loadLanguage('en'));

const summary = (trials: number, days: number) =>
  i18n.t('notes.chartSummary', {
    count: trials,
    days: i18n.t('notes.chartDays', { count: days }),
    independent: 50,
    top: 'I',
  });

describe('the goal chart’s summary', () => {
  it('agrees with one trial and one day in Spanish; and in English', async () => {
    expect(summary(1, 1)).toContain('Last 90 days: 1 trial on 1 day;');
    await loadLanguage('es');
    expect(summary(1, 1)).toContain('Últimos 90 días: 1 intento en 1 día;');
    expect(summary(12, 3)).toContain('Últimos 90 días: 12 intentos en 3 días;');
  });
});
