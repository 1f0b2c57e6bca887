import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../lib/i18n';
import '../i18n';
import i18n from 'i18next';
import { authorizationWarning } from './authorization-warning';

const authorization = (remaining: number, warning: 'near_limit' | 'exceeded' | null) => ({
  id: 1,
  number: 'AZ-100',
  units: 100,
  used_units: 100 - remaining,
  remaining_units: remaining,
  warning,
  // as of the record (the timesheet's figures); the new record's warning reads today's balance
  used_units_as_of: 100 - remaining,
  remaining_units_as_of: remaining,
  warning_as_of: warning,
});

describe('the new record’s authorization warning', () => {
  it('near the limit says what is left', () => {
    const { key, values } = authorizationWarning(authorization(12, 'near_limit'), 4, i18n.t);
    expect(key).toBe('newRecord.authorizationNearLimit');
    expect(i18n.t(key, values)).toBe(
      'Saved. Authorization AZ-100 is at 80% or more: 12 of 100 units left after the signed records (4 units in this record).',
    );
  });

  it('beyond the limit with units still left before this record says what was left', () => {
    const { key, values } = authorizationWarning(authorization(2, 'exceeded'), 4, i18n.t);
    expect(key).toBe('newRecord.authorizationExceeded');
    expect(i18n.t(key, values)).toContain('2 of 100 units left after the signed records');
  });

  it('with the signed records already past the limit says by how much, never a negative count', async () => {
    const { key, values } = authorizationWarning(authorization(-6, 'exceeded'), 4, i18n.t);
    expect(key).toBe('newRecord.authorizationAlreadyOver');
    const english = i18n.t(key, values);
    expect(english).toContain('already 6 units over its 100 units');
    expect(english).not.toContain('-6');
    await loadLanguage('es');
    try {
      const es = authorizationWarning(authorization(-6, 'exceeded'), 4, i18n.t);
      const spanish = i18n.t(es.key, es.values);
      expect(spanish).toContain('superan en 6 unidades sus 100 unidades');
      expect(spanish).not.toContain('-6');
    } finally {
      await loadLanguage('en');
    }
  });

  it('agrees in Spanish with one unit left and a record of one unit', async () => {
    await loadLanguage('es');
    try {
      const near = authorizationWarning(authorization(1, 'near_limit'), 1, i18n.t);
      expect(i18n.t(near.key, near.values)).toBe(
        'Guardado. La autorización AZ-100 está al 80 % o más: queda 1 de 100 unidades tras los registros firmados (1 unidad en este registro).',
      );
      const exceeded = authorizationWarning(authorization(3, 'exceeded'), 4, i18n.t);
      expect(i18n.t(exceeded.key, exceeded.values)).toBe(
        'Guardado y marcado. Este registro (4 unidades) excede la autorización AZ-100: quedan 3 de 100 unidades tras los registros firmados.',
      );
      const over = authorizationWarning(authorization(-1, 'exceeded'), 1, i18n.t);
      expect(i18n.t(over.key, over.values)).toContain('Este registro (1 unidad)');
      expect(i18n.t(over.key, over.values)).toContain('superan en 1 unidad sus 100 unidades');
    } finally {
      await loadLanguage('en');
    }
  });

  it('says one unit in English too', () => {
    const { key, values } = authorizationWarning(authorization(1, 'near_limit'), 1, i18n.t);
    expect(i18n.t(key, values)).toBe(
      'Saved. Authorization AZ-100 is at 80% or more: 1 of 100 units left after the signed records (1 unit in this record).',
    );
  });
});
