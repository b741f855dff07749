import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { PaymentMethodPicker } from './payment-method-picker';

const method = (id: number, name: string) =>
  ({
    id,
    name,
    name_web: name,
    payment_type: 'x',
    application_id_1: null,
    application_id_2: null,
    bankList: [],
  }) as unknown as PublicPaymentMethod;

const METHODS = [
  method(1, 'Bank transfer'),
  method(2, 'PayPal'),
  method(8, 'Card (Omise)'),
  method(9, 'PromptPay (Omise)'),
  method(11, 'Card (GB Prime)'),
  method(4, 'SCB QR'),
];

describe('the payment methods of the cart', () => {
  it('groups the methods under headings, and choosing one still chooses that method', async () => {
    const onChoose = vi.fn();
    render(<PaymentMethodPicker methods={METHODS} chosenId={1} timeLimitText="" onChoose={onChoose} />);

    const cards = screen.getByRole('group', { name: 'Credit and debit cards' });
    expect(
      within(cards)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Card (Omise)', 'Card (GB Prime)']);
    const qr = screen.getByRole('group', { name: 'QR code and PromptPay' });
    expect(within(qr).getAllByRole('radio')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Bank transfer' })).getByRole('radio')).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Other ways to pay' })).getAllByRole('radio'),
    ).toHaveLength(1);

    await userEvent.setup().click(within(qr).getByRole('radio', { name: /SCB QR/ }));
    expect(onChoose).toHaveBeenCalledWith(4);
  });
});
