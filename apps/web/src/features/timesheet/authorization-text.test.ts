import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/i18n';
import './i18n';
import { authorizationText } from './authorization-text';

const text = (remaining: number) => authorizationText(i18n.t, { number: 'A123', remaining_units_as_of: remaining });

describe('the timesheet’s authorization cell', () => {
  afterAll(() => loadLanguage('en'));

  it('in English says the units left, or by how many units the authorization is past, never a negative count', async () => {
    await loadLanguage('en');
    expect(text(12)).toBe('A123: 12 units left');
    expect(text(1)).toBe('A123: 1 unit left');
    expect(text(0)).toBe('A123: 0 units left');
    expect(text(-4)).toBe('A123: 4 units over');
    expect(text(-1)).toBe('A123: 1 unit over');
  });

  it('in Spanish the same', async () => {
    await loadLanguage('es');
    expect(text(12)).toBe('A123: quedan 12 unidades');
    expect(text(1)).toBe('A123: queda 1 unidad');
    expect(text(0)).toBe('A123: quedan 0 unidades');
    expect(text(-4)).toBe('A123: 4 unidades excedidas');
    expect(text(-1)).toBe('A123: 1 unidad excedida');
  });
});
