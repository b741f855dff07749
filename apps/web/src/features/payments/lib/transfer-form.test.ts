import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  initialTransferValues,
  minorToAmountText,
  numericAmountText,
  paymentMailBodyOf,
  transferFieldsOf,
  transferReportBodyOf,
} from './transfer-form';

describe('the transfer amount text', () => {
  it.each([
    [266_430, '2664.30'],
    [2_000, '20.00'],
    [5, '0.05'],
    [100_000_000, '1000000.00'],
  ])('shows %i minor units as %s', (minor, text) => {
    expect(minorToAmountText(minor)).toBe(text);
  });

  it.each([
    ['1,500.50', '1500.50'],
    ['1500.505', '1500.50'],
    ['12.3.4', '12.34'],
    ['฿ 99', '99'],
    ['abc', ''],
    ['.5', '.5'],
  ])('keeps only numeric text of %s', (typed, kept) => {
    expect(numericAmountText(typed)).toBe(kept);
  });
});

describe('the transfer report form', () => {
  const values = {
    ...initialTransferValues({
      amountToPay: 266_430,
      email: 'somchai@example.com',
      tel: '0812345678',
      contactName: 'Somchai Jaidee',
      onlyAccountId: 2,
    }),
    bank_code: 'KBANK',
    transfer_datetime: dayjs('2026-11-23T00:00:00'),
    time: dayjs('2026-11-23T09:05:07'),
    description: '  ',
    slip: 'a1b2c3.png',
  };

  it('starts from the order and profile, with the amount to pay at 2 decimals and the only account chosen', () => {
    expect(
      initialTransferValues({
        amountToPay: 2_000,
        email: 'a@b.co',
        tel: '',
        contactName: '',
        onlyAccountId: null,
      }),
    ).toEqual({
      contact_name: '',
      email: 'a@b.co',
      tel: '',
      bank_account: null,
      bank_code: null,
      transfer_amount: '20.00',
      transfer_datetime: null,
      time: null,
      description: '',
      slip: null,
    });
  });

  it('gives the domain checks the typed date and time as YYYY-MM-DD and HH:mm:ss, blanks as null', () => {
    expect(transferFieldsOf(values)).toEqual({
      slip: 'a1b2c3.png',
      contact_name: 'Somchai Jaidee',
      transfer_amount: '2664.30',
      bank_code: 'KBANK',
      bank_account: 2,
      transfer_datetime: '2026-11-23',
      time: '09:05:07',
    });
    expect(transferFieldsOf({})).toEqual({
      slip: null,
      contact_name: null,
      transfer_amount: null,
      bank_code: null,
      bank_account: null,
      transfer_datetime: null,
      time: null,
    });
  });

  it('reports a pending bank transfer with the address spec 2 sends, and mails the same facts', () => {
    const body = transferReportBodyOf(31, values);
    expect(body).toEqual({
      order_id: 31,
      payment_method_id: 1,
      status: 'pending',
      contact_name: 'Somchai Jaidee',
      email: 'somchai@example.com',
      tel: '0812345678',
      bank_account: 2,
      bank_code: 'KBANK',
      transfer_datetime: '2026-11-23',
      time: '09:05:07',
      transfer_amount: '2664.30',
      description: null,
      address: '-',
      slip: 'a1b2c3.png',
    });
    expect(paymentMailBodyOf(body)).toEqual({
      orderId: 31,
      fullname: 'Somchai Jaidee',
      email: 'somchai@example.com',
      description: null,
      bank_account: 2,
      bank_code: 'KBANK',
      amount: '2664.30',
      telephone: '0812345678',
      date: '2026-11-23',
      time: '09:05:07',
    });
  });
});
