import { describe, expect, it } from 'vitest';
import { ORIGIN_BANKS } from '../payments/origin-banks';
import { THAI_BANKS, thaiBankByNumber } from './thai-bank-numbers';

describe('Thai banks by their slip number', () => {
  it.each([
    ['002', 'BBL', 'Bangkok Bank'],
    ['004', 'KBANK', 'Kasikornbank'],
    ['006', 'KTB', 'Krungthai Bank'],
    ['011', 'TTB', 'TMBThanachart Bank'],
    ['014', 'SCB', 'Siam Commercial Bank'],
    ['025', 'BAY', 'Bank of Ayudhya (Krungsri)'],
    ['030', 'GSB', 'Government Savings Bank'],
  ])('knows %s as %s (%s)', (number, code, nameEn) => {
    expect(thaiBankByNumber(number)).toMatchObject({ number, code, nameEn });
  });

  it('answers null for a number no bank in the list has', () => {
    expect(thaiBankByNumber('999')).toBeNull();
  });

  it('holds each number and each code once, with a Thai and an English name', () => {
    expect(new Set(THAI_BANKS.map((bank) => bank.number)).size).toBe(THAI_BANKS.length);
    expect(new Set(THAI_BANKS.map((bank) => bank.code)).size).toBe(THAI_BANKS.length);
    for (const bank of THAI_BANKS) {
      expect(bank.number).toMatch(/^\d{3}$/);
      expect(bank.nameTh).toMatch(/[\u0E00-\u0E7F]/);
      expect(bank.nameEn.trim()).toBeTruthy();
    }
  });

  it('names a bank as the transfer report’s list of origin banks does', () => {
    for (const bank of THAI_BANKS) {
      const origin = ORIGIN_BANKS.find((entry) => entry.code === bank.code);
      if (origin)
        expect({ th: bank.nameTh, en: bank.nameEn }).toEqual({ th: origin.nameTh, en: origin.nameEn });
    }
  });
});
