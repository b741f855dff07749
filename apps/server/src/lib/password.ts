import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from './app-error';
import { concurrencyGate, GateBusyError, type GateLimits } from './concurrency-gate';

/** Half the cores, at least one: argon2 takes a core per hash, and requests need one too. */
export const defaultHashingConcurrency = (): number => Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * Password checks that may wait for their turn: a class of sixty signing in at the same moment
 * waits a few seconds rather than being refused. The wait itself is bounded by MAX_WAIT_MS.
 */
export const DEFAULT_HASH_QUEUE = 64;
/** How long a password check may wait for its turn before the request is answered SERVER_BUSY. */
const MAX_WAIT_MS = 5_000;
const RETRY_AFTER_SECONDS = 1;

let limits: GateLimits = {
  concurrency: defaultHashingConcurrency(),
  maxWaiting: DEFAULT_HASH_QUEUE,
  maxWaitMs: MAX_WAIT_MS,
};

/**
 * One gate for the whole process, since the cores and libuv's threads it guards are the
 * process's: sign-in, registration, password change and reset all hash through it.
 */
const hashing = concurrencyGate(() => limits);

/** Sets how many passwords are hashed at once and how many may wait (from the configuration). */
export const setPasswordHashingLimits = (next: { concurrency: number; maxWaiting: number }): void => {
  limits = { ...next, maxWaitMs: MAX_WAIT_MS };
};

const throughGate = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await hashing.run(work);
  } catch (error) {
    if (!(error instanceof GateBusyError)) throw error;
    throw new AppError(ErrorCode.SERVER_BUSY, {
      message: 'Too many passwords are being checked at once; try again in a moment',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
};

/** argon2id with the library's defaults (OWASP-recommended memory and time costs). */
export const hashPassword = (password: string): Promise<string> => throughGate(() => hash(password));

/**
 * Whether the password matches the hash; SERVER_BUSY when too many checks already wait.
 * `whenItsTurn` runs once the check has its place, just before the hash: what it throws is thrown
 * instead, and no password is checked.
 */
export const verifyPassword = (
  passwordHash: string,
  password: string,
  whenItsTurn?: () => Promise<void>,
  whenRight?: () => Promise<void>,
): Promise<boolean> =>
  throughGate(async () => {
    await whenItsTurn?.();
    let isRight: boolean;
    try {
      isRight = await verify(passwordHash, password);
    } catch {
      isRight = false;
    }
    // Still inside the gate: what the turn took can be given back before the next one starts.
    if (isRight) await whenRight?.();
    return isRight;
  });
