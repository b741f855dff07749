import type { Database } from '../../db/database';
import { appendPaymentLog } from './payment-attempts.repository';
import type { ProviderLog } from './payment-provider';

/** The log of one attempt: each provider call and answer is written at once, in its own statement. */
export const attemptLogger =
  (db: Database, attempt: { id: number; provider: string }): ProviderLog =>
  (entry) =>
    appendPaymentLog(db, { ...entry, attemptId: attempt.id, provider: attempt.provider });
