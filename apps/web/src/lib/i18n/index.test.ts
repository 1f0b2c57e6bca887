// @vitest-environment jsdom
// vitest: own module graph — which languages have been asked for is module state (index.ts), and a
// file run before this one in a shared graph may already have asked for Spanish.
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { addCatalogues, i18nReady, loadLanguage } from './index';

const spanish = (key: string) => i18n.getResource('es', 'translation', key) as string | undefined;

describe('feature catalogues', () => {
  it('merges another language’s texts only once that language is asked for', async () => {
    await i18nReady;
    await loadLanguage('en');
    addCatalogues({ en: { testArea: { hello: 'Hello' } }, es: { testArea: { hello: 'Hola' } } });
    expect(i18n.t('testArea.hello' as 'app.name')).toBe('Hello');
    // an English page does not merge the Spanish it may never show
    expect(spanish('testArea.hello')).toBeUndefined();

    await loadLanguage('es');
    expect(i18n.t('testArea.hello' as 'app.name')).toBe('Hola');
    expect(document.documentElement.lang).toBe('es');

    // once asked for, a language's texts are merged as their features load, in either language
    await loadLanguage('en');
    addCatalogues({ en: { testLater: { bye: 'Bye' } }, es: { testLater: { bye: 'Adiós' } } });
    expect(spanish('testLater.bye')).toBe('Adiós');
    expect(i18n.t('testLater.bye' as 'app.name')).toBe('Bye');
  });
});
