import { describe, expect, it } from 'vitest';
import { maskEmail, redactRequestBody } from './personal-data';

describe('a recorded request body', () => {
  it.each([
    [
      "Omise's card form (bracket keys)",
      'card[name]=Somchai+Jaidee&card[number]=4242424242424242&card[security_code]=123&card[expiration_month]=12',
      ['Somchai', '4242424242424242', '=123'],
      ['card%5Bnumber%5D=****4242', 'card%5Bexpiration_month%5D=12'],
    ],
    [
      "2C2P's card page (flat fields beside a CVV)",
      'name=Somchai+Jaidee&number=4111111111111111&month=12&year=30&cvv=123&paymentToken=kSAops',
      ['Somchai', '4111111111111111', 'cvv=123'],
      ['number=****1111', 'paymentToken=kSAops'],
    ],
    [
      "Pay Solutions' payment form",
      'merchantid=12345678&refno=000000000123&customeremail=somchai%40example.com&total=1500',
      ['somchai%40example.com', 'somchai@example.com'],
      ['customeremail=s***%40example.com', 'refno=000000000123'],
    ],
    [
      'a JSON charge',
      '{"amount":"1500.00","customerName":"Somchai","customerEmail":"somchai@example.com","card":{"token":"t1"}}',
      ['"Somchai"', 'somchai@example.com'],
      ['"customerEmail":"s***@example.com"', '"token":"t1"', '"amount":"1500.00"'],
    ],
  ])('masks the personal fields of %s', (_name, body, hidden, kept) => {
    const recorded = redactRequestBody(body);

    for (const text of hidden) expect(recorded).not.toContain(text);
    for (const text of kept) expect(recorded).toContain(text);
  });

  it.each([
    ['a JSON body without personal data', '{ "amount": 5000,  "currency": "thb" }'],
    ['a form without personal data', 'token=abc&amount=1234.50&detail=Order+%2342'],
    ['a JWT request', '{"payload":"eyJhbGciOiJIUzI1NiJ9.e30.sig"}'],
    ['text that is neither', 'not a form or JSON'],
  ])('keeps %s exactly as it came', (_name, body) => {
    expect(redactRequestBody(body)).toBe(body);
  });
});

describe('maskEmail', () => {
  it.each([
    ['somchai@school.ac.th', 's***@school.ac.th'],
    ['a@b.c', 'a***@b.c'],
    ['@example.com', '[redacted]'],
    ['no-at-sign', '[redacted]'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
