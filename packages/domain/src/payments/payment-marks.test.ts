import { describe, expect, it } from 'vitest';
import { methodMarks, paymentMarksOf } from './payment-marks';

describe('paymentMarksOf', () => {
  it('shows every mark once for a shop that offers every method', () => {
    expect(paymentMarksOf([1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15])).toEqual([
      'promptpay',
      'visa',
      'mastercard',
      'jcb',
      'paypal',
      'bank-transfer',
    ]);
  });

  it.each<[string, number[], string[]]>([
    ['bank transfer only', [1], ['bank-transfer']],
    ['one card gateway', [8], ['visa', 'mastercard', 'jcb']],
    ['a QR method', [4], ['promptpay']],
    ['PayPal and a transfer, in any order', [1, 2], ['paypal', 'bank-transfer']],
    ['no method', [], []],
    ['an id no method has (5 has no panel)', [5, 99], []],
  ])('shows the marks of %s', (_name, methods, marks) => {
    expect(paymentMarksOf(methods)).toEqual(marks);
  });
});

describe('methodMarks', () => {
  it.each<[string, number, string[]]>([
    ['2C2P card takes UnionPay too', 3, ['visa', 'mastercard', 'jcb', 'unionpay']],
    ['SCB QR is a Thai QR of SCB', 4, ['thai-qr', 'scb']],
    ['2C2P installments on Visa and Mastercard', 10, ['installment', 'visa', 'mastercard']],
    ['an id no method has', 99, []],
  ])('%s', (_name, methodId, marks) => {
    expect(methodMarks(methodId)).toEqual(marks);
  });
});
