import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderPage } from '@shop/contract/orders/order-page';
import { makeOrder } from '../../../test/order-factories';
import { useOrderPageView } from './use-order-page-view';

const orderPage = (overrides: Partial<OrderPage>): OrderPage => ({
  ...makeOrder({}),
  lines: [],
  money: {
    subtotal: 100_000,
    promotion_discount: 0,
    coupon_discount: 0,
    discount: 0,
    net: 100_000,
    vat: 0,
    vat_percent: 0,
    vat_included: false,
    withholding: 0,
    withholding_percent: null,
    shipping_fee: 0,
    amount_to_pay: 100_000,
    refunded: 0,
  },
  promotion: null,
  coupons: [],
  payment_method: { id: 1, name: 'โอนเงินผ่านธนาคาร', name_web: 'Bank transfer' },
  shipping: { fee: 0, option: null, address: null },
  history: [],
  transfer_reports: [],
  ...overrides,
});

const viewIn = async (language: 'th' | 'en', order: OrderPage) => {
  await i18next.changeLanguage(language);
  return renderHook(() => useOrderPageView(order)).result.current;
};

describe("the buyer's order page", () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('names the payment method in Thai on a Thai page, in English on an English one', async () => {
    expect((await viewIn('th', orderPage({}))).paymentMethod).toBe('โอนเงินผ่านธนาคาร');
    expect((await viewIn('en', orderPage({}))).paymentMethod).toBe('Bank transfer');
  });

  it('says what was paid, not an amount to pay, once the order is paid', async () => {
    const paid = await viewIn('en', orderPage({ payment_status: 'approved' }));
    const unpaid = await viewIn('en', orderPage({ payment_status: 'notYetReceived' }));

    expect(paid.summary.at(-1)?.label).toBe('Total paid');
    expect(unpaid.summary.at(-1)?.label).toBe('Amount to pay');
  });
});
