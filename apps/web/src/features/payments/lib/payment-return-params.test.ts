import { describe, expect, it } from 'vitest';
import { currentOrder, orderIdOf, rememberCurrentOrder } from './current-order';
import { paymentReturnParams } from './payment-return-params';

const fakeStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('the payment return address', () => {
  it('takes the order from the second path segment and the attempt and card from the query', () => {
    const search = new URLSearchParams(
      'attempt=77&maskedCardInfo=411111XXXXXX1111&expMonthCardInfo=07&expYearCardInfo=2031&encryptedCardInfo=abc',
    );
    expect(paymentReturnParams('/payment/42', search, 9)).toEqual({
      orderId: 42,
      attemptId: 77,
      isCancelled: false,
      card: { masked: '411111XXXXXX1111', expMonth: '07', expYear: '2031' },
      encryptedCardInfo: 'abc',
    });
  });

  it("reads PayPal's cancel address as a cancel of its attempt", () => {
    const search = new URLSearchParams('attempt=77&cancelled=1&token=5O190127TN364715T');
    expect(paymentReturnParams('/payment/42', search, null)).toMatchObject({
      orderId: 42,
      attemptId: 77,
      isCancelled: true,
    });
  });

  it('falls back to the current order when the path names none, and shows no card without a masked number', () => {
    expect(paymentReturnParams('/payment', new URLSearchParams('expMonthCardInfo=07'), 9)).toEqual({
      orderId: 9,
      attemptId: null,
      isCancelled: false,
      card: null,
      encryptedCardInfo: null,
    });
    expect(paymentReturnParams('/payment/not-a-number', new URLSearchParams(), null).orderId).toBeNull();
  });
});

describe('the current order', () => {
  it('is remembered per tab and read back as a number', () => {
    const store = fakeStore();
    expect(currentOrder(store)).toBeNull();
    rememberCurrentOrder(42, store);
    expect(currentOrder(store)).toBe(42);
  });

  it('survives a storage that refuses every access', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberCurrentOrder(42, broken)).not.toThrow();
    expect(currentOrder(broken)).toBeNull();
    expect(currentOrder(null)).toBeNull();
  });

  it.each([
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['4.2', null],
    ['99999999999', null],
    [null, null],
  ])('reads order id text %s as %s', (text, id) => {
    expect(orderIdOf(text)).toBe(id);
  });
});
