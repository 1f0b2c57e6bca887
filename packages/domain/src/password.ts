import { PASSWORD_MAX, PASSWORD_MIN } from './constants.js';
import { CORE_MSG as MSG } from './messages-core.js';

export type PasswordStrength = 'Very weak' | 'Weak' | 'Good' | 'Strong' | 'Too common';

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  number: boolean;
  special: boolean;
}

/** The four checklist items of the Change Password page ("12+ characters", upper, number, special). */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN,
    upper: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/**
 * Strength label: Very weak under 4 characters, Too common for one of the common passwords (however
 * long), Weak from 4 up to the minimum, Good at the minimum (12) with a class missing, Strong with all
 * classes: the meter agrees with the one password rule, the server's common-password check included.
 * `common` is that check's answer (`isCommonPassword`), false while the list is not at hand.
 */
export function passwordStrength(password: string, common = false): PasswordStrength {
  if (password.length < 4) return 'Very weak';
  if (common) return 'Too common';
  if (password.length < PASSWORD_MIN) return 'Weak';
  const c = passwordChecks(password);
  return c.upper && c.number && c.special ? 'Strong' : 'Good';
}

/** How many of the four meter segments are lit for a strength label. */
export function strengthSegments(strength: PasswordStrength): number {
  return { 'Very weak': 1, 'Too common': 1, Weak: 2, Good: 3, Strong: 4 }[strength];
}

/**
 * Whether the password is one of the common leaked passwords (`common`, lower-cased), ignoring case,
 * or one dressed up to pass the composition rules by adding digits and symbols around it
 * ("Password123!", "!Summer2024"): the letters-and-leet core left after trimming them is checked
 * too. The server refuses such a password; the web app's meter says so first.
 */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  const lower = password.toLowerCase();
  const withoutTrailingSymbols = lower.replace(/[^a-z0-9]+$/, '');
  const letterCore = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return [lower, withoutTrailingSymbols, letterCore].some(
    (candidate) => candidate.length >= 4 && common.has(candidate),
  );
}

/**
 * Messages for a new password that breaks the composition rules: 12 to 128 characters with an
 * uppercase letter, a number and a special character. The same rule holds for sign-up, admin
 * creation, password change and reset; the server adds the common-password check. An empty list
 * means the password is acceptable as far as composition goes.
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(MSG.passwordMin12);
  if (password.length > PASSWORD_MAX) problems.push(MSG.passwordMax);
  const c = passwordChecks(password);
  if (!c.upper) problems.push(MSG.passwordUpper);
  if (!c.number) problems.push(MSG.passwordNumber);
  if (!c.special) problems.push(MSG.passwordSpecial);
  return problems;
}
