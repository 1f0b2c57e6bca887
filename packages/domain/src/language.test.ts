import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './language.js';

describe('languageFromBrowser (docs/decisions/0020-spanish.md)', () => {
  it('takes the first preferred language the app has', () => {
    expect(languageFromBrowser(['es-US', 'en-US'])).toBe('es');
    expect(languageFromBrowser(['es-MX'])).toBe('es');
    expect(languageFromBrowser(['ES'])).toBe('es');
    expect(languageFromBrowser(['en-GB', 'es'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'es-419', 'en'])).toBe('es');
    expect(languageFromBrowser(['fr-FR', 'de'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('is Spanish exactly when an es tag comes before every en tag', () => {
    const tag = fc.constantFrom('es', 'es-US', 'es-MX', 'en', 'en-US', 'fr', 'de-DE', 'pt-BR', 'zh-Hant-TW');
    fc.assert(
      fc.property(fc.array(tag), (tags) => {
        const first = tags.find((t) => /^(es|en)(-|$)/i.test(t));
        expect(languageFromBrowser(tags)).toBe(first?.toLowerCase().startsWith('es') ? 'es' : 'en');
      }),
    );
  });
});
