import { describe, expect, it } from 'vitest';
import { awaitsTransfer, PaymentMethodId } from './payment-methods';

describe('which payment step shows the bank accounts and PromptPay QRs', () => {
  it('shows them for a bank transfer the buyer has not reported yet', () => {
    expect(
      awaitsTransfer({ payment_method_id: PaymentMethodId.BANK_TRANSFER, payment_status: 'notYetReceived' }),
    ).toBe(true);
  });

  it('does not for a reported or approved transfer, nor for any other method', () => {
    for (const payment_status of ['pendingApproved', 'approved', 'rejected', 'cancelled'])
      expect(awaitsTransfer({ payment_method_id: PaymentMethodId.BANK_TRANSFER, payment_status })).toBe(
        false,
      );
    expect(
      awaitsTransfer({ payment_method_id: PaymentMethodId.OMISE_CARD, payment_status: 'notYetReceived' }),
    ).toBe(false);
    expect(awaitsTransfer({})).toBe(false);
  });
});
