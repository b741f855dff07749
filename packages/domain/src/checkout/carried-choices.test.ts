import { describe, expect, it } from 'vitest';
import { carriedChoices, NO_KEPT_CHOICES as none, type KeptChoices } from './carried-choices';

const users: KeptChoices = {
  promotionId: 4,
  couponIds: [7],
  paymentMethodId: 1,
  withholdingRequested: true,
  withholdingPercent: 1,
  shippingAddressId: 12,
  shippingFeeOptionId: 2,
};

describe('carriedChoices', () => {
  it("keeps the user's choices when the visitor chose nothing", () => {
    expect(carriedChoices(none, users)).toEqual(users);
  });

  it("takes what the visitor chose just before signing in, keeping the user's delivery", () => {
    const visitor: KeptChoices = {
      ...none,
      promotionId: 5,
      couponIds: [8, 9],
      paymentMethodId: 8,
      withholdingRequested: true,
      withholdingPercent: 3,
    };

    expect(carriedChoices(visitor, users)).toEqual({
      promotionId: 5,
      couponIds: [8, 9],
      paymentMethodId: 8,
      withholdingRequested: true,
      withholdingPercent: 3,
      shippingAddressId: 12,
      shippingFeeOptionId: 2,
    });
  });
});
