import { describe, expect, it } from 'vitest';
import { meaningOf } from './twoc2p-codes';

describe('2C2P response codes', () => {
  it.each([
    ['0000', { kind: 'paid' }],
    ['0001', { kind: 'pending' }],
    ['1001', { kind: 'pending' }],
    ['2000', { kind: 'pending' }],
    ['2001', { kind: 'pending' }],
    ['2002', { kind: 'pending' }],
    ['5009', { kind: 'expired' }],
    ['0003', { kind: 'failed', code: 'payment_cancelled' }],
    ['5002', { kind: 'failed', code: '5002' }],
    ['4051', { kind: 'failed', code: 'insufficient_fund' }],
    ['4005', { kind: 'failed', code: 'payment_rejected' }],
    ['4054', { kind: 'failed', code: 'expired_card' }],
    ['4081', { kind: 'failed', code: 'failed_3ds' }],
    ['4099', { kind: 'failed', code: '4099' }],
    ['9015', { kind: 'refused' }],
    ['9041', { kind: 'refused' }],
    ['9042', { kind: 'refused' }],
    ['6103', { kind: 'refused' }],
    ['0999', { kind: 'unknown' }],
    ['4200', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('reads %s as %o', (code, meaning) => {
    expect(meaningOf(code)).toEqual(meaning);
  });
});
