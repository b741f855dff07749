import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Queryable, Transaction } from '../../db/database';
import { idempotencyKeys } from '../../db/tables';
import { AppError } from '../../lib/app-error';

/** The same request always hashes the same, whatever the order of its keys. */
export const hashRequest = (body: unknown): string => {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
};

/** Thrown inside the transaction when another request already owns the key; it rolls back. */
export class KeyAlreadyUsed extends Error {
  constructor() {
    super('idempotency key already used');
    this.name = 'KeyAlreadyUsed';
  }
}

/**
 * Claims the key for this request in the order's transaction. A second request with the key
 * waits for the first to commit, then finds it taken; a failed first request leaves it free.
 */
export const claimKey = async (tx: Transaction, userId: number, key: string, requestHash: string) => {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyAlreadyUsed();
};

export const storeAnswer = async (tx: Transaction, userId: number, key: string, response: unknown) => {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: 200, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
};

/** The first answer given for the key, or IDEMPOTENCY_KEY_REUSED when the request differs. */
export const storedAnswer = async (db: Queryable, userId: number, key: string, requestHash: string) => {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, {
      message: 'This Idempotency-Key was used for another request',
    });
  }
  return row.response;
};
