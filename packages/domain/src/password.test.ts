import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { isCommonPassword, passwordChecks, passwordProblems, passwordStrength, strengthSegments } from './password.js';

describe('passwordStrength (docs/product-rules.md §5)', () => {
  it('labels by length and character classes', () => {
    expect(passwordStrength('')).toBe('Very weak');
    expect(passwordStrength('abc')).toBe('Very weak');
    expect(passwordStrength('abcd')).toBe('Weak');
    expect(passwordStrength('Abcdef1')).toBe('Weak');
    // 8 to 11 characters with every class is still Weak: the minimum is 12 everywhere (issue 10 item 25)
    expect(passwordStrength('Abcdef1!')).toBe('Weak');
    expect(passwordStrength('Abcdefghi1!')).toBe('Weak');
    expect(passwordStrength('abcdefghijkl')).toBe('Good');
    expect(passwordStrength('Abcdefghijk1')).toBe('Good');
    expect(passwordStrength('Abcdefghij1!')).toBe('Strong');
  });

  it('lights one to four meter segments, one for a common password', () => {
    expect(['Very weak', 'Weak', 'Good', 'Strong'].map((s) => strengthSegments(s as never))).toEqual([1, 2, 3, 4]);
    expect(strengthSegments('Too common')).toBe(1);
  });

  it('says Too common for a common password however it is composed, Very weak below 4 characters', () => {
    expect(passwordStrength('Password123!', true)).toBe('Too common');
    expect(passwordStrength('passwor', true)).toBe('Too common');
    expect(passwordStrength('abc', true)).toBe('Very weak');
    expect(passwordStrength('Password123!', false)).toBe('Strong');
  });

  it('is Strong exactly when every check passes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const c = passwordChecks(password);
        expect(passwordStrength(password) === 'Strong').toBe(c.length && c.upper && c.number && c.special);
      }),
    );
  });
});

describe('isCommonPassword (docs/security.md "Accounts and passwords")', () => {
  const common = new Set(['password', 'summer', 'qwerty123', 'iloveyou']);

  it('finds a listed password whatever its case', () => {
    expect(isCommonPassword('PassWord', common)).toBe(true);
    expect(isCommonPassword('QWERTY123', common)).toBe(true);
  });

  it('finds one dressed up with digits and symbols around its letters', () => {
    expect(isCommonPassword('Password123!', common)).toBe(true);
    expect(isCommonPassword('!Summer2024', common)).toBe(true);
    expect(isCommonPassword('qwerty123!!', common)).toBe(true);
  });

  it('leaves alone a password that only contains a listed word among others', () => {
    expect(isCommonPassword('Password-Lamp-Table-9', common)).toBe(false);
    expect(isCommonPassword('Abcdefghij1!', common)).toBe(false);
  });

  it('never matches a core under four characters', () => {
    expect(isCommonPassword('abc!123', new Set(['abc']))).toBe(false);
  });
});

describe('passwordProblems', () => {
  it('lists every broken rule with the product’s words', () => {
    expect(passwordProblems('abc')).toEqual([
      MSG.passwordMin12,
      MSG.passwordUpper,
      MSG.passwordNumber,
      MSG.passwordSpecial,
    ]);
    expect(passwordProblems('Abcdefghij1!')).toEqual([]);
  });

  it('asks for 12 characters on every path: the 8-character Abcdef1! is refused', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([MSG.passwordMin12]);
    expect(passwordProblems('Abcdefghi1!')).toEqual([MSG.passwordMin12]);
    expect(passwordProblems('Abcdefghij1!')).toEqual([]);
    expect(passwordChecks('Abcdefghi1!').length).toBe(false);
    expect(passwordChecks('Abcdefghij1!').length).toBe(true);
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblems(`A1!${'a'.repeat(126)}`)).toEqual([MSG.passwordMax]);
  });

  it('has no problems for any password with all classes and a valid length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 9, maxLength: 100 }), (middle) => {
        expect(passwordProblems(`A1!${middle}`)).toEqual([]);
      }),
    );
  });
});
