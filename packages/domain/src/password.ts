import { PASSWORD_MAX, PASSWORD_MIN_CHANGE, PASSWORD_MIN_SIGNUP } from './constants.js';
import { CORE_MSG as MSG } from './messages-core.js';

export type PasswordStrength = 'Very weak' | 'Weak' | 'Good' | 'Strong';

export interface PasswordChecks {
  length: boolean;
  upper: boolean;
  number: boolean;
  special: boolean;
}

/** The four checklist items of the Change Password page (spec §2, §5). */
export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN_CHANGE,
    upper: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** Strength label: Very weak under 4, Weak 4-7, Good at 8+ with a class missing, Strong with all (spec §5). */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 4) return 'Very weak';
  if (password.length < PASSWORD_MIN_CHANGE) return 'Weak';
  const c = passwordChecks(password);
  return c.upper && c.number && c.special ? 'Strong' : 'Good';
}

/** How many of the four meter segments are lit for a strength label. */
export function strengthSegments(strength: PasswordStrength): number {
  return { 'Very weak': 1, Weak: 2, Good: 3, Strong: 4 }[strength];
}

/**
 * Messages for a new password that breaks the composition rules (spec §5; 12+ at signup, DESIGN §6).
 * An empty list means the password is acceptable as far as composition goes.
 */
export function passwordProblems(password: string, minLength: number = PASSWORD_MIN_CHANGE): string[] {
  const problems: string[] = [];
  if (password.length < minLength) {
    problems.push(minLength >= PASSWORD_MIN_SIGNUP ? MSG.passwordMin12 : MSG.passwordMin8);
  }
  if (password.length > PASSWORD_MAX) problems.push(MSG.passwordMax);
  const c = passwordChecks(password);
  if (!c.upper) problems.push(MSG.passwordUpper);
  if (!c.number) problems.push(MSG.passwordNumber);
  if (!c.special) problems.push(MSG.passwordSpecial);
  return problems;
}
