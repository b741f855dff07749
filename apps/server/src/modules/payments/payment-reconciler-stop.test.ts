import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import {
  attemptsOf,
  createPromptPay,
  insertPaymentMethodsForPayments,
  orderToPay,
} from '../../test/payment-fixtures';
import type { PaymentDeps } from './payment-deps';
import type { PaymentProvider } from './payment-provider';
import { reconcileOpenPayments } from './payment-reconciler';

const MINUTE = 60_000;

/** The app's payment services, with a stop signal that comes as the first provider answers an inquiry. */
const stoppingAfterFirstInquiry = (deps: PaymentDeps, stop: AbortController): PaymentDeps => ({
  ...deps,
  registry: {
    ...deps.registry,
    byName: (name) => {
      const provider = deps.registry.byName(name);
      if (!provider) return null;
      const watched: PaymentProvider = Object.create(provider) as PaymentProvider;
      watched.inquire = async (...args) => {
        const answer = await provider.inquire(...args);
        stop.abort();
        return answer;
      };
      return watched;
    },
  },
});

describe('a payment reconciler told to stop', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    await insertPaymentMethodsForPayments(t.db);
    await t.sandbox.webhooks(false);
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks no further provider and gives back the payments it did not ask about, due at once', async () => {
    const orders = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await orderToPay(t.app, t.db, { methodId: 9 });
      expect((await createPromptPay(t.app, order)).statusCode).toBe(200);
      orders.push(order);
    }
    const now = new Date(Date.now() + 2 * MINUTE);
    const stop = new AbortController();

    const report = await reconcileOpenPayments(
      stoppingAfterFirstInquiry(t.app.payments, stop),
      now,
      stop.signal,
    );
    const attempts = (await Promise.all(orders.map((order) => attemptsOf(t.db, order.orderId)))).flat();
    const takenByTheNext = await reconcileOpenPayments(t.app.payments, now);

    expect(report).toEqual({ inquired: 1, changed: 0, refunded: 0 });
    expect(attempts.filter((attempt) => attempt.inquiryCount === 1)).toHaveLength(1);
    const givenBack = attempts.filter((attempt) => attempt.inquiryCount === 0);
    expect(givenBack).toHaveLength(2);
    expect(
      givenBack.every((attempt) => (attempt.nextInquiryAt?.getTime() ?? Infinity) <= now.getTime()),
    ).toBe(true);
    expect(takenByTheNext.inquired).toBe(2);
  });

  it('claims nothing when told to stop before it starts', async () => {
    const stop = new AbortController();
    stop.abort();

    expect(
      await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 60 * MINUTE), stop.signal),
    ).toEqual({ inquired: 0, changed: 0, refunded: 0 });
  });
});
