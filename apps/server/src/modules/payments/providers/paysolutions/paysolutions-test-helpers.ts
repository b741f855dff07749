import type { PaySolutionsResponse } from '@shop/contract/payments/paysolutions';
import type { App } from '../../../../app';
import type { OrderToPay } from '../../../../test/payment-fixtures';
import type { SandboxControl } from '../../../../test/sandbox-control';

/** Spec 2's `POST /api/pay-solutions` for an order, as the payment panel sends it. */
export const startPaySolutions = (app: App, order: OrderToPay) =>
  app.inject({
    method: 'POST',
    url: '/api/pay-solutions',
    headers: { cookie: order.cookie },
    payload: { order_id: order.orderId },
  });

/** The started payment's answer; throws when the shop refused. */
export const startedPaySolutions = async (app: App, order: OrderToPay): Promise<PaySolutionsResponse> => {
  const answer = await startPaySolutions(app, order);
  if (answer.statusCode !== 200) throw new Error(`Pay Solutions not started: ${answer.body}`);
  return answer.json<PaySolutionsResponse>();
};

/** The buyer's browser posting the hidden form to the hosted page. */
export const postHostedForm = (started: PaySolutionsResponse) =>
  fetch(started.form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(started.form.fields).toString(),
  });

/** The buyer pressing Pay, Fail or Abandon on the hosted page; answers where the browser goes. */
export const decideOnHostedPage = async (
  started: PaySolutionsResponse,
  decision: 'pay' | 'fail' | 'abandon',
): Promise<{ status: number; location: string | null }> => {
  const response = await fetch(new URL('confirm.aspx', started.form.action), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ refno: started.data.refno, decision }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
};

type Deliveries = { deliveries: { status: number; body: string; method: string }[] };

/** A test's hand on the Pay Solutions sandbox. */
export const paySolutionsControl = (sandbox: SandboxControl) => {
  const payment = (refno: string, action: string, body: unknown = {}) =>
    sandbox.call('POST', `/__control/paysolutions/payments/${refno}/${action}`, body);
  return {
    pay: (refno: string, amount?: number) => payment(refno, 'pay', amount === undefined ? {} : { amount }),
    fail: (refno: string) => payment(refno, 'fail'),
    postback: (
      refno: string,
      options: { times?: number; method?: 'GET' | 'POST'; variant?: 'forged' } = {},
    ) => payment(refno, 'postback', options) as Promise<Deliveries>,
    postbacks: (options: { enabled?: boolean; method?: 'GET' | 'POST' }) =>
      sandbox.call('POST', '/__control/paysolutions/postbacks', options),
    inquiries: async () =>
      (
        await sandbox.call<{ method: string; url: string; status: number | null }[]>(
          'GET',
          '/__control/requests?provider=paysolutions',
        )
      ).filter((request) => request.url.endsWith('/order/orderdetailpost')),
  };
};

/** Parses a delivery's answer from the shop's notification route. */
export const answerOf = (delivery: { body: string } | undefined) =>
  JSON.parse(delivery?.body ?? '{}') as { duplicate?: boolean; matched?: boolean };
