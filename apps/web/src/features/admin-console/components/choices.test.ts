import { describe, expect, it } from 'vitest';
import { createAdminI18nProvider } from '../i18n';
import { billTypeChoices, roleChoices, statusChoices, unitKindChoices, workDayStatusChoices } from './choices';

/**
 * The console's choices are catalogue keys (choices.ts), so a list, a filter and a record's page
 * show them in the console's language, not the server's English values (docs/decisions/0020-spanish.md).
 */
describe('the console’s choices', () => {
  const english = createAdminI18nProvider('en');
  const spanish = createAdminI18nProvider('es');
  const all = [...roleChoices, ...statusChoices, ...billTypeChoices, ...workDayStatusChoices, ...unitKindChoices];

  it('name every choice by a key both catalogues hold', () => {
    for (const choice of all) {
      expect(english.translate(choice.name), choice.name).not.toBe(choice.name);
      expect(spanish.translate(choice.name), choice.name).not.toBe(choice.name);
    }
  });

  it('show a work day’s status and a service code’s unit kind in Spanish', () => {
    const status = (id: string) => workDayStatusChoices.find((choice) => choice.id === id)?.name ?? id;
    const unit = (id: string) => unitKindChoices.find((choice) => choice.id === id)?.name ?? id;
    expect(spanish.translate(status('Completed'))).toBe('Completado');
    expect(spanish.translate(status('Missing'))).toBe('Falta salida');
    expect(spanish.translate(unit('hourly'))).toBe('Incrementos por hora');
    expect(english.translate(unit('minutes15'))).toBe('15-minute units (8-minute rule)');
  });
});
