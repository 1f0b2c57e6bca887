import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '.';

afterEach(() => loadLanguage('en'));

describe('the pagination’s count', () => {
  it('agrees with one result in Spanish; English as before', async () => {
    expect(i18n.t('adminMonitor.showing', { from: 1, to: 1, count: 1 })).toBe('Showing 1 to 1 of 1 results');
    await loadLanguage('es');
    expect(i18n.t('adminMonitor.showing', { from: 1, to: 1, count: 1 })).toBe('Mostrando del 1 al 1 de 1 resultado');
    expect(i18n.t('adminMonitor.showing', { from: 1, to: 25, count: 40 })).toBe(
      'Mostrando del 1 al 25 de 40 resultados',
    );
  });
});
