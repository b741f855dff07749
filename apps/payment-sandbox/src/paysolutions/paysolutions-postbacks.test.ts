import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { startWebhookReceiver } from '../test/start-webhook-receiver';
import { control, decide, paymentFormFields, postPaymentForm } from './paysolutions-test-client';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type Deliveries = { deliveries: { status: number; method: string }[] };

let app: FastifyInstance | undefined;
let receiver: Receiver | undefined;

const setUp = async (statuses: number[] = [200]) => {
  receiver = await startWebhookReceiver(statuses);
  app = await buildSandboxApp({ shopUrl: receiver.url });
  return { app, receiver };
};

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  app = undefined;
  receiver = undefined;
});

const fieldsOf = (text: string) => Object.fromEntries(new URLSearchParams(text).entries());

describe("Pay Solutions' postback", () => {
  it('posts the completed payment, unsigned and form-encoded, to the path of the postback URL', async () => {
    const { app, receiver } = await setUp();
    await postPaymentForm(app, paymentFormFields('42103015'));

    await decide(app, '42103015', 'pay');
    const [postback] = await receiver.waitFor(1);

    expect(postback?.path).toBe('/webhook/payment/pay-solutions');
    expect(postback?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(fieldsOf(postback?.rawBody ?? '')).toMatchObject({
      refno: '42103015',
      status: 'CP',
      statusname: 'COMPLETED',
      total: '2664.30',
      merchantid: '10012345',
    });
    expect(Object.keys(postback?.headers ?? {}).some((name) => name.includes('signature'))).toBe(false);
  });

  it('calls with GET and the fields in the query when set to GET mode', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/postbacks', { method: 'GET' });
    await postPaymentForm(app, paymentFormFields('42103015'));

    await decide(app, '42103015', 'pay');
    const [postback] = await receiver.waitFor(1);

    const url = new URL(postback?.path ?? '', 'http://shop');
    expect(url.pathname).toBe('/webhook/payment/pay-solutions');
    expect(url.searchParams.get('refno')).toBe('42103015');
    expect(url.searchParams.get('status')).toBe('CP');
    expect(postback?.rawBody).toBe('');
  });

  it('retries until the shop answers 2xx', async () => {
    const { app, receiver } = await setUp([500, 502, 200]);
    await postPaymentForm(app, paymentFormFields('42103015'));

    await decide(app, '42103015', 'pay');

    expect(await receiver.waitFor(3)).toHaveLength(3);
    await expect
      .poll(async () =>
        (await control(app, 'GET', '/payments/42103015')).json<{ postbackCompleted: boolean }>(),
      )
      .toMatchObject({
        postbackCompleted: true,
      });
  });

  it('sends nothing for a failed payment, nor while postbacks are off', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/postbacks', { enabled: false });
    await postPaymentForm(app, paymentFormFields('42103015'));
    await postPaymentForm(app, paymentFormFields('42103016'));

    await decide(app, '42103015', 'pay');
    await decide(app, '42103016', 'fail');
    const sent = await control(app, 'POST', '/payments/42103015/postback', { times: 1 });

    // Only the one the control call sent: nothing was scheduled.
    expect(sent.json<Deliveries>().deliveries).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('delivers a forged postback claiming a completion that never happened, when asked', async () => {
    const { app, receiver } = await setUp();
    await postPaymentForm(app, paymentFormFields('42103015'));

    const sent = await control(app, 'POST', '/payments/42103015/postback', {
      times: 2,
      method: 'GET',
      variant: 'forged',
    });

    expect(sent.json<Deliveries>().deliveries.map((delivery) => delivery.method)).toEqual(['GET', 'GET']);
    const url = new URL(receiver.received[0]?.path ?? '', 'http://shop');
    expect(url.searchParams.get('status')).toBe('CP');
    expect(url.searchParams.get('orderno')).toBe('99999999');
  });
});
