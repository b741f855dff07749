import { ControlError } from '../control/control-error';
import type { NextChargeOverride } from './omise-store';

const OUTCOMES: readonly unknown[] = ['successful', 'failed', 'pending-3ds'];

const isOutcome = (value: unknown): value is NextChargeOverride['outcome'] => OUTCOMES.includes(value);

/** `{ outcome: 'successful' | 'failed' | 'pending-3ds', failure_code? }`. */
export const parseNextCharge = (body: Record<string, unknown>): NextChargeOverride => {
  if (!isOutcome(body.outcome))
    throw new ControlError(400, 'outcome must be successful, failed or pending-3ds');
  if (body.failure_code !== undefined && typeof body.failure_code !== 'string') {
    throw new ControlError(400, 'failure_code must be a string');
  }
  return { outcome: body.outcome, failureCode: body.failure_code ?? null };
};
