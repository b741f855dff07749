import { describe, expect, it } from 'vitest';
import { administratorRecipients } from './administrator-recipients';

describe("who hears the shop's notices to administrators", () => {
  it('mails the addresses the shop listed, and not the administrators then', () => {
    expect(
      administratorRecipients(['payments@shop.example', 'owner@shop.example'], ['admin@shop.example']),
    ).toEqual(['payments@shop.example', 'owner@shop.example']);
  });

  it("mails every active administrator's address while the shop lists none", () => {
    expect(administratorRecipients([], ['admin@shop.example', 'second@shop.example'])).toEqual([
      'admin@shop.example',
      'second@shop.example',
    ]);
    expect(administratorRecipients(['  '], ['admin@shop.example'])).toEqual(['admin@shop.example']);
  });

  it('mails each address once, whatever its case or spaces', () => {
    expect(
      administratorRecipients([' Owner@Shop.example', 'owner@shop.example', 'x@shop.example'], []),
    ).toEqual(['Owner@Shop.example', 'x@shop.example']);
    expect(administratorRecipients([], ['a@shop.example', 'A@SHOP.example', ''])).toEqual(['a@shop.example']);
  });

  it('has nobody to mail in a shop without administrators or addresses', () => {
    expect(administratorRecipients([], [])).toEqual([]);
  });
});
