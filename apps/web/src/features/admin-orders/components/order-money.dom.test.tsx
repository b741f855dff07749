import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { OrderMoney } from './order-money';

/** A 3,990 THB order with 7% VAT, inside its prices or added to them. */
const orderWith = (vatIncluded: boolean) =>
  ({
    currency: 'THB',
    promotion: null,
    coupons: [],
    money: {
      subtotal: 399_000,
      promotion_discount: 0,
      coupon_discount: 0,
      discount: 0,
      net: vatIncluded ? 372_897 : 399_000,
      vat: vatIncluded ? 26_103 : 27_930,
      vat_percent: 7,
      vat_included: vatIncluded,
      withholding: 0,
      withholding_percent: null,
      shipping_fee: 0,
      amount_to_pay: vatIncluded ? 399_000 : 426_930,
      refunded: 0,
    },
  }) as unknown as AdminOrderDetail;

describe("an order's money in the back office", () => {
  it('names the value before VAT and the VAT inside the prices when the prices held it', () => {
    render(<OrderMoney order={orderWith(true)} />);

    expect(screen.getByText('Value before VAT')).toBeInTheDocument();
    expect(screen.getByText('VAT 7% (included in the prices)')).toBeInTheDocument();
    expect(screen.queryByText('After discounts')).toBeNull();
  });

  it('names what is left after discounts and the VAT added to it otherwise', () => {
    render(<OrderMoney order={orderWith(false)} />);

    expect(screen.getByText('After discounts')).toBeInTheDocument();
    expect(screen.getByText('VAT 7%')).toBeInTheDocument();
  });
});
