import { describe, expect, it } from 'vitest';
import { contactLinksOf, type ContactDetails } from './contact-links';

const none: ContactDetails = { address: '', tel: '', email: '', line: '', facebook: '' };

describe('contactLinksOf', () => {
  it('lists what the shop gave, address first, each leading where a buyer expects', () => {
    expect(
      contactLinksOf({
        address: '99 ถนนสุขุมวิท กรุงเทพฯ 10110',
        tel: '02-123-4567',
        email: 'hello@demo.shop',
        line: '@courseshop',
        facebook: 'courseshop',
      }),
    ).toEqual([
      { kind: 'address', text: '99 ถนนสุขุมวิท กรุงเทพฯ 10110', href: null },
      { kind: 'tel', text: '02-123-4567', href: 'tel:021234567' },
      { kind: 'email', text: 'hello@demo.shop', href: 'mailto:hello@demo.shop' },
      { kind: 'line', text: '@courseshop', href: 'https://line.me/R/ti/p/%40courseshop' },
      { kind: 'facebook', text: 'courseshop', href: 'https://www.facebook.com/courseshop' },
    ]);
  });

  it('lists nothing the shop left empty or blank', () => {
    expect(contactLinksOf(none)).toEqual([]);
    expect(contactLinksOf({ ...none, tel: '  ', email: 'a@b.co' })).toEqual([
      { kind: 'email', text: 'a@b.co', href: 'mailto:a@b.co' },
    ]);
  });

  it.each<[string, string]>([
    ['+66 2 123 4567', 'tel:+6621234567'],
    ['(02) 123 4567 ต่อ 12', 'tel:02123456712'],
  ])('dials %s as %s', (tel, href) => {
    expect(contactLinksOf({ ...none, tel })[0]?.href).toBe(href);
  });

  it.each<[string, string]>([
    ['somchai.j', 'https://line.me/ti/p/~somchai.j'],
    ['https://lin.ee/AbCdEf', 'https://lin.ee/AbCdEf'],
  ])('opens the LINE id %s at %s', (line, href) => {
    expect(contactLinksOf({ ...none, line })[0]?.href).toBe(href);
  });

  it.each<[string, string, string]>([
    ['https://www.facebook.com/courseshop/', 'courseshop', 'https://www.facebook.com/courseshop/'],
    ['https://fb.com/kru.somchai', 'kru.somchai', 'https://fb.com/kru.somchai'],
    ['@courseshop', '@courseshop', 'https://www.facebook.com/courseshop'],
    ['https://example.com/page', 'https://example.com/page', 'https://example.com/page'],
  ])('shows the Facebook page %s as %s, leading to %s', (facebook, text, href) => {
    expect(contactLinksOf({ ...none, facebook })).toEqual([{ kind: 'facebook', text, href }]);
  });
});
