import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serviceLabel, serviceOptions } from './location-options';

const t = ((key: string) => `«${key}»`) as TFunction;

describe('the new-record service options', () => {
  it('are the server’s active codes: the original ones by their catalogue name, others with their name', () => {
    const options = serviceOptions(t, [
      { code: 'DTA1', name: 'Day Treatment for Adults (DTA1)', unit_kind: 'hourly' },
      { code: 'T1015', name: 'Clinic visit', unit_kind: 'minutes15' },
    ]);
    expect(options).toEqual([
      { value: 'DTA1', label: '«careCodes.service.DTA1»' },
      { value: 'T1015', label: 'T1015 – Clinic visit' },
    ]);
  });

  it('fall back to the four original codes while the list is loading or empty', () => {
    expect(serviceOptions(t).map((option) => option.value)).toEqual(['DTA1', 'DTA2', 'DTT', 'SDTA']);
    expect(serviceOptions(t, []).map((option) => option.value)).toEqual(['DTA1', 'DTA2', 'DTT', 'SDTA']);
  });

  it('show a code of its own as written', () => {
    expect(serviceLabel(t, 'SDTA')).toBe('«careCodes.service.SDTA»');
    expect(serviceLabel(t, 'T1015')).toBe('T1015');
  });
});
