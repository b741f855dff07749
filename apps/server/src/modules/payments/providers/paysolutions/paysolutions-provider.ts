import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { ProviderRefusedError, type PaymentProvider } from '../../payment-provider';
import { paySolutionsForm } from './paysolutions-form';
import { inquirePaySolutions, recordOutcome } from './paysolutions-inquiry';
import { checkPostback } from './paysolutions-postback';
import { paySolutionsRefno } from './paysolutions-refno';
import type { PaySolutionsSettings } from './paysolutions-settings';

/** How many refnos one server remembers, to never hand out the same one twice in a second. */
const REMEMBERED_REFNOS = 5000;

/**
 * Refnos unique per attempt: a second attempt of the same order within the same second (a double
 * click) takes the next second's time. Across servers the attempts table's unique reference
 * refuses a repeat, and the buyer's next try gets a new time.
 */
const refnoIssuer = (clock: () => Date) => {
  const issued: string[] = [];
  const seen = new Set<string>();
  return (orderId: number): string => {
    const now = clock().getTime();
    let refno = paySolutionsRefno(orderId, new Date(now));
    for (let second = 1; seen.has(refno) && second < 60; second += 1)
      refno = paySolutionsRefno(orderId, new Date(now + second * 1000));
    seen.add(refno);
    issued.push(refno);
    if (issued.length > REMEMBERED_REFNOS) seen.delete(issued.shift() ?? '');
    return refno;
  };
};

/**
 * Pay Solutions (13): the server builds the form the browser posts to the hosted page; the
 * unsigned postback is only a hint; the inquiry API settles (an empty answer means unpaid).
 */
export const createPaySolutionsProvider = (
  settings: PaySolutionsSettings,
  clock: () => Date = () => new Date(),
): PaymentProvider => {
  const nextRefno = refnoIssuer(clock);
  return {
    name: 'paysolutions',
    methodIds: [PaymentMethodId.PAY_SOLUTIONS],
    reference: ({ orderId }) => nextRefno(orderId),
    // The inquiry API asks by our refno.
    referenceIsProviderRef: true,
    // Pay Solutions' page has no call to close it.
    expireStopsPayment: false,
    lookUpLagMs: 0,
    // The buyer pays on the hosted page the start's form leads to.
    takesMoneyAtStart: () => false,
    async start(request, log) {
      if (request.order.currency !== 'THB')
        throw new ProviderRefusedError(
          'paysolutions',
          400,
          'currency_not_supported',
          'Pay Solutions takes baht only (cc 00)',
        );
      const refno = request.shopRef;
      // Asking before the buyer leaves proves the provider answers with our keys, and that no
      // payment already holds this refno.
      if (await inquirePaySolutions(settings, refno, log))
        throw new ProviderRefusedError(
          'paysolutions',
          409,
          'duplicate_refno',
          `refno ${refno} is already paid`,
        );
      const form = paySolutionsForm(settings, request, refno);
      await log({
        kind: 'request',
        summary: `form for POST ${new URL(form.action).pathname} (sent by the browser)`,
        body: JSON.stringify(form.fields),
      });
      return {
        providerRef: refno,
        outcome: { kind: 'pending' },
        nextAction: { type: 'redirect', url: form.action },
        expiresAt: null,
        cardDetails: null,
        form,
      };
    },
    checkNotification: (raw) => Promise.resolve(checkPostback(raw)),
    async inquire(providerRef, log) {
      return {
        outcome: recordOutcome(await inquirePaySolutions(settings, providerRef, log)),
        cardDetails: null,
      };
    },
    // The page has no time limit of its own: the order's cancel_at ends the attempt, after one
    // last question, so money paid at the last moment is never called expired.
    async expire(providerRef, log) {
      const outcome = recordOutcome(await inquirePaySolutions(settings, providerRef, log));
      return outcome.kind === 'succeeded' ? outcome : { kind: 'expired' };
    },
  };
};
