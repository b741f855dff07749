import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { openScbQr, scbQrImageUrl, scbQrView, type ScbQr } from './scb-qr-state';

type Attempt = NonNullable<OrderDetail['latest_payment']>;

const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 7,
  payment_method_id: 4,
  state: 'pending',
  amount: 5_000,
  currency: 'THB',
  failure_code: null,
  failure_message: null,
  flag_reason: null,
  next_action: { type: 'qr', image_url: 'data:image/png;base64,iVBORw0' },
  expires_at: '2026-11-23T03:15:00.000Z',
  created_at: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

const qr: ScbQr = {
  imageUrl: 'data:image/png;base64,iVBORw0',
  expiresAt: '2026-11-23T03:15:00.000Z',
  attemptId: 7,
};
const unpaid = (latest: Attempt | null) => ({
  payment_status: 'notYetReceived' as const,
  latest_payment: latest,
});
const view = (overrides: Partial<Parameters<typeof scbQrView>[0]> = {}) =>
  scbQrView({
    isCreating: false,
    createError: null,
    qr,
    order: unpaid(attempt()),
    secondsLeft: 600,
    ...overrides,
  });

describe('scbQrView', () => {
  it('starts in its initial state, then shows the QR or the failure', () => {
    expect(view({ isCreating: true, qr: null })).toEqual({ kind: 'creating' });
    expect(view({ qr: null, createError: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } })).toEqual({
      kind: 'createFailed',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(view()).toEqual({ kind: 'waiting', qr });
  });

  it('clears the QR when the countdown reaches zero or the server says it expired', () => {
    expect(view({ secondsLeft: 0 })).toEqual({ kind: 'expired' });
    expect(view({ order: unpaid(attempt({ state: 'expired' })) })).toEqual({ kind: 'expired' });
  });

  it("ignores another attempt's end, and reports a failure of this one with its code", () => {
    expect(view({ order: unpaid(attempt({ id: 6, state: 'expired' })) })).toEqual({ kind: 'waiting', qr });
    expect(view({ order: unpaid(attempt({ state: 'failed', failure_code: '4101' })) })).toEqual({
      kind: 'failed',
      code: '4101',
    });
  });

  it('is paid only when the server approved the order, and closed when it was refused', () => {
    expect(view({ order: { payment_status: 'approved', latest_payment: attempt() } })).toEqual({
      kind: 'paid',
    });
    expect(view({ order: unpaid(attempt({ state: 'succeeded' })) })).toEqual({ kind: 'waiting', qr });
    expect(view({ order: { payment_status: 'rejected', latest_payment: attempt() } })).toEqual({
      kind: 'closed',
    });
  });
});

describe('openScbQr', () => {
  const now = Date.parse('2026-11-23T03:05:00.000Z');

  it("shows the order's open SCB QR again while it has time left", () => {
    expect(openScbQr(attempt(), now)).toEqual(qr);
  });

  it('makes a new one for anything else', () => {
    expect(openScbQr(null, now)).toBeNull();
    expect(openScbQr(attempt({ payment_method_id: 9 }), now)).toBeNull();
    expect(openScbQr(attempt({ state: 'expired' }), now)).toBeNull();
    expect(openScbQr(attempt({ next_action: null }), now)).toBeNull();
    expect(openScbQr(attempt(), Date.parse('2026-11-23T03:15:00.000Z'))).toBeNull();
  });
});

it('shows spec 2 base64 as a PNG data URL', () => {
  expect(scbQrImageUrl('iVBORw0')).toBe('data:image/png;base64,iVBORw0');
});
