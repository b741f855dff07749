import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RealtimeRelay } from '../../plugins/realtime-relay';
import type { PaymentRegistry } from './payment-registry';
import type { SlipVerifier } from './slip-verification/slip-verifier';

/** What the payment services work with; built once per app from its decorations. */
export type PaymentDeps = {
  db: Database;
  registry: PaymentRegistry;
  relay: RealtimeRelay;
  publicUrl: string;
  /** How long a provider call may take before its answer counts as not heard (PAYMENT_HTTP_TIMEOUT_MS). */
  callTimeoutMs: number;
  log: FastifyBaseLogger;
  /** The slip-verification service reported transfers are checked with, or null (none configured). */
  slipVerifier: SlipVerifier | null;
};
