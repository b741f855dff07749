import { describe, expect, it } from 'vitest';
import { groupPaymentMethods } from './payment-method-groups';

const ids = (groups: ReturnType<typeof groupPaymentMethods>) =>
  groups.map((entry) => [entry.group, entry.methods.map((method) => method.id)]);

describe('grouping the payment methods of the cart', () => {
  it('puts the eleven methods into cards, QR and PromptPay, bank transfer and other gateways', () => {
    const methods = [1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15].map((id) => ({ id }));

    expect(ids(groupPaymentMethods(methods))).toEqual([
      ['cards', [3, 8, 10, 11]],
      ['qr', [4, 9, 12, 15]],
      ['transfer', [1]],
      ['gateways', [2, 13]],
    ]);
  });

  it("keeps the shop's order inside a group, leaves out empty groups, and puts an unknown method with the gateways", () => {
    const methods = [{ id: 9 }, { id: 77 }, { id: 4 }];

    expect(ids(groupPaymentMethods(methods))).toEqual([
      ['qr', [9, 4]],
      ['gateways', [77]],
    ]);
  });
});
