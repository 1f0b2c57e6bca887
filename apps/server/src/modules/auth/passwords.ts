import { MSG, passwordProblems } from '@daybook/domain';
import { hash, type Options, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id at the OWASP minimum: m=19 MiB, t=2, p=1 (DESIGN §6). */
/** 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** How many of the most common leaked passwords are refused (DESIGN §6: "the top few thousand"). */
const COMMON_LIMIT = 10_000;
let common: Set<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown email costs as much time as a known one
 * and response timing does not reveal which accounts exist.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('daybook-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/**
 * Whether the password is a common leaked password, ignoring case, or one dressed up to pass the
 * composition rules by adding digits and symbols around it ("Password123!", "!Summer2024"): the
 * letters-and-leet core left after trimming them is checked too.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_LIMIT).map((p) => p.toLowerCase()));
  const list = common;
  const lower = password.toLowerCase();
  const withoutTrailingSymbols = lower.replace(/[^a-z0-9]+$/, '');
  const letterCore = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '');
  return [lower, withoutTrailingSymbols, letterCore].some((candidate) => candidate.length >= 4 && list.has(candidate));
}

/**
 * Every reason a proposed password is refused (composition rules, then the common list): the one
 * rule of sign-up, admin creation, change and reset (packages/domain/src/password.ts).
 */
export function newPasswordProblems(password: string): string[] {
  const problems = passwordProblems(password);
  if (isCommonPassword(password)) problems.push(MSG.passwordCommon);
  return problems;
}
