import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '@shop/domain/pricing/price-order';
import type { PricedOrder } from '@shop/domain/pricing/price-order-types';
import { makeLine, makePriceOrderInput } from '@shop/domain/pricing/pricing-test-factories';
import { DEFAULT_TAX_SETTINGS } from '@shop/domain/settings/shop-settings';
import { PriceSummary } from './price-summary';

/** A 3,990 THB course priced by a shop charging 7% VAT, inside its prices or on top of them. */
const pricedCourse = (pricesIncludeVat: boolean): PricedOrder => {
  const result = priceOrder(
    makePriceOrderInput({
      lines: [makeLine(1, 399_000)],
      taxSettings: { ...DEFAULT_TAX_SETTINGS, isEnableVat: true, vatValue: 7, pricesIncludeVat },
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.refusals));
  return result.value;
};

describe("the cart's price summary", () => {
  it('asks the price shown when prices include VAT, and says the VAT is inside it', () => {
    render(<PriceSummary priced={pricedCourse(true)} vatPercent={7} promotionTitle={null} />);

    expect(screen.getByTestId('checkout-total')).toHaveTextContent('3,990.00');
    expect(screen.getByText('VAT 7% (included in the prices)')).toBeInTheDocument();
    expect(screen.getByText('All prices include VAT.')).toBeInTheDocument();
  });

  it('adds VAT to prices that exclude it, and says so', () => {
    render(<PriceSummary priced={pricedCourse(false)} vatPercent={7} promotionTitle={null} />);

    expect(screen.getByTestId('checkout-total')).toHaveTextContent('4,269.30');
    expect(screen.getByText('VAT 7%')).toBeInTheDocument();
    expect(screen.getByText('Prices exclude VAT, which is added to the amount to pay.')).toBeInTheDocument();
  });
});
