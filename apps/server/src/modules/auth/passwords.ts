import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { COMMON_PASSWORD_COUNT, isCommonPassword as isInCommonList, MSG, passwordProblems } from '@daybook/domain';
import { hash, type Options, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../../lib/http-error.js';
import { WorkLimiter, WorkLimiterFull, type WorkLimits } from '../../lib/work-limiter.js';

/** argon2id at the OWASP minimum: m=19 MiB, t=2, p=1 (docs/security.md). */
/** 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let common: Set<string> | undefined;

/**
 * The default limits of password hashing (ADR 0018): one hash per core but one, so a core is
 * left for answering every other request (at most 4), and a queue of 256, about ten seconds of
 * hashing on one core; PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE override them.
 */
export const DEFAULT_HASHING_LIMITS: WorkLimits = {
  concurrency: Math.max(1, Math.min(4, availableParallelism() - 1)),
  queueLimit: 256,
};

/**
 * A 503 asking the caller to try again after `retryAfterSeconds` (sent as Retry-After by
 * plugins/password-hashing.ts).
 */
export class HashingBusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, MSG.passwordHashingBusy);
  }
}

/**
 * Every argon2 hash and verification of the process runs through this one limiter: each holds
 * 19 MiB and a thread for about 40 ms, so an unbounded burst of sign-ins grew the memory and
 * starved every other request (issue 17, docs/performance.md "Bounded password hashing").
 */
let hashing = new WorkLimiter(DEFAULT_HASHING_LIMITS);

/** Sets the hashing limits (buildApp, from the configuration); work already queued finishes. */
export function configurePasswordHashing(limits: WorkLimits): void {
  if (limits.concurrency === hashing.concurrency && limits.queueLimit === hashing.queueLimit) return;
  hashing = new WorkLimiter(limits);
}

/** The limiter’s current load and limits (tests read them). */
export function passwordHashingLoad(): { running: number; waiting: number; concurrency: number; queueLimit: number } {
  return {
    running: hashing.running,
    waiting: hashing.waiting,
    concurrency: hashing.concurrency,
    queueLimit: hashing.queueLimit,
  };
}

/** Runs one hash or verification within the limits; a full queue is a 503 with Retry-After. */
async function bounded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(work);
  } catch (error) {
    if (error instanceof WorkLimiterFull) throw new HashingBusyError(error.retryAfterSeconds);
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, ARGON2));
}

/** Whether the password matches the hash; a malformed hash is no match. Throws HashingBusyError. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown email costs as much time as a known one
 * and response timing does not reveal which accounts exist. It waits in the same queue as a
 * real verification and is refused the same way when the queue is full.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hash('daybook-timing-equaliser', ARGON2);
  // (A failed first hash is not kept: the next unknown email tries again.)
  const throwaway = await dummyHash.catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(throwaway, password);
}

/**
 * Whether the password is one of the `COMMON_PASSWORD_COUNT` most common leaked passwords, or one
 * dressed up with digits and symbols around it (`isCommonPassword` in packages/domain/src/password.ts).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
  );
  return isInCommonList(password, common);
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

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A temporary password shown once (an admin's reset, or a new account without one): four groups
 * of four unambiguous characters joined by '-', 19 characters with about 94 bits of entropy,
 * always meeting the signup rules.
 */
export function temporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const candidate = groups.join('-');
    if (passwordProblems(candidate).length === 0) return candidate;
  }
}
