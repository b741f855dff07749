import { describe, expect, it } from 'vitest';
import { fromPayPalValue, toPayPalValue } from './paypal-money';
import { captureOutcome, orderOutcome, type PayPalOrder } from './paypal-order';
import { verifyRequestBody } from './paypal-webhook';

const orderWith = (
  status: string,
  capture?: { status: string; value?: string; currency?: string },
): PayPalOrder => ({
  id: '5O190127TN364715T',
  status,
  purchase_units: capture
    ? [
        {
          payments: {
            captures: [
              {
                id: '3C679366HH908993F',
                status: capture.status,
                amount: { currency_code: capture.currency ?? 'THB', value: capture.value ?? '1500.00' },
              },
            ],
          },
        },
      ]
    : [{}],
});

describe('PayPal amounts', () => {
  it.each([
    [150_000, '1500.00'],
    [159_050, '1590.50'],
    [7, '0.07'],
  ])('writes %i minor units as "%s" and reads it back', (minor, value) => {
    expect(toPayPalValue(minor)).toBe(value);
    expect(fromPayPalValue(value)).toBe(minor);
  });

  it.each(['1500', '1500.5'])('reads "%s" without decimals or with one', (value) => {
    expect(fromPayPalValue(value)).toBe(value === '1500' ? 150_000 : 150_050);
  });

  it.each(['-1.00', '1e3', '1500.001', ''])('refuses "%s"', (value) => {
    expect(fromPayPalValue(value)).toBeNull();
  });
});

describe('a PayPal order in the shop’s words', () => {
  it.each([
    ['CREATED', 'pending'],
    ['PAYER_ACTION_REQUIRED', 'pending'],
    ['APPROVED', 'pending'],
    ['VOIDED', 'expired'],
    ['SOMETHING_NEW', 'pending'],
  ])('reads an order %s without a capture as %s', (status, kind) => {
    expect(orderOutcome(orderWith(status)).kind).toBe(kind);
  });

  it('never reads an order COMPLETED without a capture as paid', () => {
    expect(orderOutcome(orderWith('COMPLETED'))).toEqual({ kind: 'pending' });
  });

  it('reads a COMPLETED capture as paid with the amount and currency PayPal reports', () => {
    expect(
      orderOutcome(orderWith('COMPLETED', { status: 'COMPLETED', value: '1499.00', currency: 'usd' })),
    ).toEqual({
      kind: 'succeeded',
      amount: 149_900,
      currency: 'USD',
    });
  });

  it.each([
    ['PENDING', { kind: 'pending' }],
    ['DECLINED', { kind: 'failed', code: 'payment_rejected' }],
    ['FAILED', { kind: 'failed', code: 'failed_processing' }],
    ['REFUNDED', { kind: 'failed', code: 'refunded' }],
    ['PARTIALLY_REFUNDED', { kind: 'succeeded', amount: 150_000 }],
  ])('reads a capture %s', (status, outcome) => {
    expect(
      captureOutcome({ id: 'C', status, amount: { currency_code: 'THB', value: '1500.00' } }),
    ).toMatchObject(outcome);
  });

  it('refuses to guess the amount of a completed capture it cannot read', () => {
    expect(() =>
      captureOutcome({ id: 'C', status: 'COMPLETED', amount: { currency_code: 'THB', value: 'x' } }),
    ).toThrow(/no readable amount/);
  });
});

describe('the webhook verification body', () => {
  it('carries the raw webhook body as it came, not parsed and written again', () => {
    const raw = '{\n  "id": "WH-1",\n  "resource": {"amount": {"value": "1500.00"}}\n}';

    const body = verifyRequestBody({ auth_algo: 'SHA256withRSA', webhook_id: 'W' }, raw);

    expect(body).toBe(`{"auth_algo":"SHA256withRSA","webhook_id":"W","webhook_event":${raw}}`);
    expect(JSON.parse(body)).toMatchObject({ webhook_event: { id: 'WH-1' } });
  });
});
