import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { careCodes } from './i18n/care-codes';
import { careCodesEs } from './i18n/care-codes-es';
import { locationLabel, locationOptions, namedLocationLabel, serviceLabel, serviceOptions } from './location-options';

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

describe('the location options (ADR 0028)', () => {
  const active = [
    { id: 1, code: 'GUADALUPE_DTA', name: 'Guadalupe DTA' },
    { id: 7, code: 'TEMPE_HUB', name: 'Tempe Hub' },
  ];

  it('are the server’s active locations, each by its own name', () => {
    expect(locationOptions(t, active)).toEqual([
      { value: 'GUADALUPE_DTA', label: 'Guadalupe DTA' },
      { value: 'TEMPE_HUB', label: 'Tempe Hub' },
    ]);
  });

  it('fall back to the three program codes while the list is loading or empty', () => {
    const legacy = ['GUADALUPE_DTA', 'GUADALUPE_DTT', 'GUADALUPE_SPECIAL'];
    expect(locationOptions(t).map((option) => option.value)).toEqual(legacy);
    expect(locationOptions(t, []).map((option) => option.value)).toEqual(legacy);
  });

  it('keep the record’s own location when it is no longer active', () => {
    expect(locationOptions(t, active, 'GUADALUPE_DTT').map((option) => option.value)).toEqual([
      'GUADALUPE_DTA',
      'TEMPE_HUB',
      'GUADALUPE_DTT',
    ]);
    expect(locationOptions(t, active, 'TEMPE_HUB')).toHaveLength(2);
  });

  it('show a code by its location’s own name, else its catalogue name, else as written', () => {
    expect(locationLabel(t, 'GUADALUPE_SPECIAL', active)).toBe('«careCodes.location.GUADALUPE_SPECIAL»');
    expect(
      locationLabel(t, 'GUADALUPE_SPECIAL', [{ id: 3, code: 'GUADALUPE_SPECIAL', name: 'Guadalupe Special DTA' }]),
    ).toBe('Guadalupe Special DTA');
    expect(locationLabel(t, 'TEMPE_HUB', active)).toBe('Tempe Hub');
    expect(locationLabel(t, 'MESA_SITE', active)).toBe('MESA_SITE');
    expect(namedLocationLabel(t, 'MESA_SITE', 'Mesa Site')).toBe('Mesa Site');
    expect(namedLocationLabel(t, 'GUADALUPE_DTT', 'Renamed')).toBe('Renamed');
    expect(namedLocationLabel(t, 'GUADALUPE_DTT', null)).toBe('«careCodes.location.GUADALUPE_DTT»');
  });
});

describe('the program locations’ catalogue names', () => {
  it('are the places’ names in every language (docs/glossary-es.md), not translated', () => {
    expect(careCodesEs.location).toEqual(careCodes.location);
    expect(careCodesEs.location.GUADALUPE_SPECIAL).toBe('Guadalupe Special DTA');
  });
});
