import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type { Database } from '../../../../db/database';
import { AppError } from '../../../../lib/app-error';
import { findOrderOfUser } from '../../../orders/index';
import { findAttempt } from '../../payment-attempts.repository';
import { gbpReferenceNoOf } from './gbprime-3ds-link';
import type { GbPrimeSettings } from './gbprime-settings';
import { gbPrime3dsPagePolicy, renderGbPrime3dsPage } from './render-gbprime-3ds-page';

export type GbPrime3dsHandoff =
  | { kind: 'page'; html: string; policy: string }
  /** Nothing left to authenticate: the return screen shows the attempt as it stands. */
  | { kind: 'return'; path: string };

/**
 * The card attempt's buyer (and no one else) gets the page that posts GB's 3-D Secure form, built
 * from the server's own record of the attempt. An attempt no longer waiting sends them to the
 * return screen instead.
 */
export const gbPrime3dsHandoff = async (
  db: Database,
  settings: GbPrimeSettings,
  userId: number,
  attemptId: number,
): Promise<GbPrime3dsHandoff> => {
  const attempt = await findAttempt(db, attemptId);
  const order = attempt ? await findOrderOfUser(db, attempt.orderId, userId) : null;
  if (
    !attempt ||
    !order ||
    attempt.provider !== 'gbprime' ||
    attempt.paymentMethodId !== PaymentMethodId.GBPRIME_CARD
  )
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such card payment' });
  const returnPath = `/payment/${String(order.id)}?attempt=${String(attempt.id)}`;
  const next = attempt.nextAction;
  const gbpReferenceNo =
    next?.type === 'redirect' && typeof next.url === 'string' ? gbpReferenceNoOf(next.url) : null;
  const isWaiting = attempt.state === 'created' || attempt.state === 'pending';
  if (!isWaiting || !gbpReferenceNo) return { kind: 'return', path: returnPath };
  const nonce = randomBytes(16).toString('base64');
  const action = `${settings.browserApiUrl}/v2/tokens/3d_secured`;
  return {
    kind: 'page',
    html: renderGbPrime3dsPage({ action, publicKey: settings.publicKey, gbpReferenceNo }, nonce),
    policy: gbPrime3dsPagePolicy(new URL(action).origin, nonce),
  };
};
