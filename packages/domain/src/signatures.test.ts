import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrivialKioskPin } from './kiosk.js';
import { type CanonicalValue, canonicalJson, noteComplete, signingPinProblem, unsignedCutoff } from './signatures.js';

const json: fc.Arbitrary<CanonicalValue> = fc.letrec<{ value: CanonicalValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** The same data with every object's keys written in reverse order. */
function reversedKeys(value: CanonicalValue): CanonicalValue {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(reversedKeys);
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((key) => [key, reversedKeys(value[key] as CanonicalValue)]),
  );
}

describe('canonicalJson', () => {
  it('is JSON that parses back to the same data', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(JSON.parse(canonicalJson(value))).toEqual(value);
      }),
    );
  });
  it('does not depend on the order keys were written in', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
      }),
    );
  });
  it('sorts keys, leaves out undefined and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x y'], c: undefined })).toBe('{"a":[true,null,"x y"],"b":1}');
  });
  it('tells different data apart', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        fc.pre(JSON.stringify(reversedKeys(a)) !== JSON.stringify(reversedKeys(b)));
        // Equal canonical text only for equal data.
        if (canonicalJson(a) === canonicalJson(b)) expect(a).toEqual(b);
      }),
    );
  });
});

describe('noteComplete', () => {
  it('needs the author’s signature, and the co-signature only when the client requires it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (signed, cosigned, requiresCosign) => {
        expect(noteComplete({ signed, cosigned, requiresCosign })).toBe(signed && (cosigned || !requiresCosign));
      }),
    );
  });
});

describe('unsignedCutoff', () => {
  it('counts whole days back across months and years', () => {
    expect(unsignedCutoff('2026-03-01', 2)).toBe('2026-02-27');
    expect(unsignedCutoff('2026-01-01', 1)).toBe('2025-12-31');
    expect(unsignedCutoff('2026-05-10', 0)).toBe('2026-05-10');
  });
});

describe('signingPinProblem', () => {
  it('refuses a PIN that is not 6 to 12 digits', () => {
    for (const pin of ['', '12', '13579', '1357913579135', '12a456', ' 135790']) {
      expect(signingPinProblem(pin), pin).toBe('signingPinFormat');
    }
  });
  it('refuses runs, repeats, repeated blocks and common PINs of any length, as the kiosk does', () => {
    for (const pin of ['111111', '000000000000', '123456', '3456789', '987654321', '121212', '123123', '12341234']) {
      expect(signingPinProblem(pin), pin).toBe('signingPinTooSimple');
    }
    for (const pin of ['112233', '159753', '147258', '789456'])
      expect(signingPinProblem(pin), pin).toBe('signingPinTooSimple');
  });
  it('accepts others', () => {
    for (const pin of ['246810', '135790', '402913', '8264019375', '731902846155']) {
      expect(signingPinProblem(pin), pin).toBeNull();
    }
  });
  it('keeps the kiosk rule as it was for 4 to 6 digits', () => {
    for (const pin of ['1234', '0000', '1212', '2580', '121212', '123123'])
      expect(isTrivialKioskPin(pin), pin).toBe(true);
    for (const pin of ['1357', '8264', '402913', '75319', '1123', '12341'])
      expect(isTrivialKioskPin(pin), pin).toBe(false);
  });
});
