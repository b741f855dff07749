import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../lib/app-error';
import type { CountedPlace, WindowCounter } from '../../lib/window-counter';

const WINDOW_MS = 60_000;

const tooMany = (retryAfterMs: number) =>
  new AppError(ErrorCode.TOO_MANY_FAILED_SIGN_INS, {
    message: 'Too many failed sign-ins from this address; try again later',
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** A wrong password, or a social sign-in callback that was forged, replayed or carried a bad token. */
const FAILED_SIGN_IN_CODES: ReadonlySet<string> = new Set([
  ErrorCode.INVALID_CREDENTIALS,
  ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID,
  ErrorCode.SOCIAL_SIGN_IN_TOKEN_INVALID,
]);

const isWrongPassword = (error: unknown) => error instanceof AppError && FAILED_SIGN_IN_CODES.has(error.code);

/**
 * Failed sign-ins per address, whatever the names tried: the per-account limit alone let a client
 * try a new name each time (password spraying) without end, each try costing an argon2 check.
 * A try takes its place in the count when its password is about to be checked (inside the
 * hashing gate), so tries at the same moment cannot all pass a nearly full minute, and tries
 * still waiting for their turn hold nothing; a try that did not fail on its password gives the
 * place back.
 */
export const failedSignInLimit = (counter: WindowCounter, maxPerMinute: number) => {
  const keyOf = (address: string) => `address:${address}`;
  return {
    /** Refuses at once, before the account is even looked up, while the address's minute is full. */
    refuseWhileFull: async (address: string): Promise<void> => {
      const fullness = await counter.fullness(keyOf(address), maxPerMinute);
      if (fullness.isFull) throw tooMany(fullness.retryAfterMs);
    },
    /**
     * Runs a sign-in, giving it the steps around the password check: `takePlace` takes the
     * address's place just before it, and `passed` gives the place back as soon as the password
     * proved right, still inside the hashing gate, so the places of a class signing in together
     * never pile up while each one's session is being written. The place is kept only when the
     * password was wrong.
     */
    counting: async <T>(
      address: string,
      signIn: (check: { takePlace: () => Promise<void>; passed: () => Promise<void> }) => Promise<T>,
    ): Promise<T> => {
      const held: { place?: CountedPlace } = {};
      const takePlace = async () => {
        const taken = await counter.take(keyOf(address), maxPerMinute, WINDOW_MS);
        if (!taken.taken) throw tooMany(taken.retryAfterMs);
        held.place = taken.place;
      };
      const giveBack = async () => {
        const place = held.place;
        delete held.place;
        await place?.giveBack();
      };
      try {
        const result = await signIn({ takePlace, passed: giveBack });
        await giveBack();
        return result;
      } catch (error) {
        if (!isWrongPassword(error)) await giveBack();
        throw error;
      }
    },
  };
};
