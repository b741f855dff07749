import { describe, expect, it } from 'vitest';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import { bankLogoUrl } from './bank-logos';

describe('bank logos', () => {
  it('has a packaged logo for 19 of the 24 origin banks and none for TMB and the Vietnamese banks', () => {
    const withoutLogo = ORIGIN_BANKS.filter((bank) => bankLogoUrl(bank.code) === null).map(
      (bank) => bank.code,
    );
    expect(withoutLogo.sort()).toEqual(['ACB', 'BIDV', 'TCB', 'TMB', 'VCB']);
    expect(bankLogoUrl('KBANK')).toMatch(/KBANK.*\.png$|^data:image\/png/);
  });

  it('knows no code outside its own list, whatever the object prototype holds', () => {
    expect(bankLogoUrl('toString')).toBeNull();
    expect(bankLogoUrl('kbank')).toBeNull();
  });
});
