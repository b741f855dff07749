import { describe, expect, it } from 'vitest';
import { cardDeclineOf } from './card-decline';

describe('a declined card on the card form', () => {
  it('writes a refusal of the card under its number and empties the card for another one', () => {
    expect(cardDeclineOf('insufficient_fund')).toEqual({
      code: 'insufficient_fund',
      field: 'number',
      cleared: ['number', 'month', 'year', 'cvv'],
    });
  });

  it('writes a wrong expiry under the year and leaves the number as typed', () => {
    expect(cardDeclineOf('expired_card')).toEqual({
      code: 'expired_card',
      field: 'year',
      cleared: ['month', 'year', 'cvv'],
    });
  });

  it('writes a wrong CVV under the CVV and empties only it', () => {
    expect(cardDeclineOf('invalid_security_code')).toEqual({
      code: 'invalid_security_code',
      field: 'cvv',
      cleared: ['cvv'],
    });
  });

  it('marks no field for a failed bank check, and still empties the CVV', () => {
    expect(cardDeclineOf('failed_3ds')).toEqual({ code: 'failed_3ds', field: null, cleared: ['cvv'] });
    expect(cardDeclineOf('some_gateway_code')).toEqual({
      code: 'some_gateway_code',
      field: null,
      cleared: ['cvv'],
    });
  });

  it('reads a decline without a code as a refusal of the card', () => {
    expect(cardDeclineOf(null).code).toBe('payment_rejected');
    expect(cardDeclineOf(null).field).toBe('number');
  });
});
