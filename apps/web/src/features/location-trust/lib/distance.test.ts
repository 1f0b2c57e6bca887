import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import { distanceText } from './distance';

/** Distances on the exception queue: metres under a kilometre, else kilometres, in the reader's language. */
afterEach(async () => {
  await loadLanguage('en');
});

describe('distanceText', () => {
  it('writes whole metres under a kilometre and kilometres with one decimal beyond', async () => {
    await loadLanguage('en');
    expect(distanceText(592)).toBe('592 m');
    expect(distanceText(999.4)).toBe('999 m');
    expect(distanceText(999.6)).toBe('1.0 km');
    expect(distanceText(1000)).toBe('1.0 km');
    expect(distanceText(157_310)).toBe('157.3 km');
    expect(distanceText(1_234_567)).toBe('1,234.6 km');
  });

  it('in Spanish, as es-US writes numbers (as en-US does)', async () => {
    await loadLanguage('es');
    expect(distanceText(157_310)).toBe('157.3 km');
    expect(distanceText(592)).toBe('592 m');
  });
});
