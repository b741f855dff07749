/** How a buyer reaches the shop, as the site settings hold it ('' = the shop has not given it). */
export type ContactDetails = {
  address: string;
  tel: string;
  email: string;
  /** A LINE official account (`@courseshop`), a personal LINE id, or a line.me address. */
  line: string;
  /** A Facebook page's name (`courseshop`) or its address. */
  facebook: string;
};

export type ContactKind = keyof ContactDetails;

/** One way to reach the shop: what to show, and where it leads (null: nowhere, e.g. the address). */
export type ContactLink = { kind: ContactKind; text: string; href: string | null };

const ORDER: readonly ContactKind[] = ['address', 'tel', 'email', 'line', 'facebook'];

const WEB_ADDRESS = /^https?:\/\//i;

/** `02-123-4567` → `tel:021234567`; a leading `+` stays, so `+66 2 123 4567` dials abroad too. */
const telHref = (tel: string) => `tel:${tel.trim().startsWith('+') ? '+' : ''}${tel.replace(/\D/g, '')}`;

/** An official account (`@name`) opens its add-friend page; a personal id its profile. */
const lineHref = (line: string) => {
  if (WEB_ADDRESS.test(line)) return line;
  return line.startsWith('@')
    ? `https://line.me/R/ti/p/${encodeURIComponent(line)}`
    : `https://line.me/ti/p/~${encodeURIComponent(line)}`;
};

const FACEBOOK_ADDRESS = /^https?:\/\/(?:www\.|m\.)?(?:facebook|fb)\.com\/(.+?)\/?$/i;

const facebookHref = (facebook: string) =>
  WEB_ADDRESS.test(facebook)
    ? facebook
    : `https://www.facebook.com/${encodeURIComponent(facebook.replace(/^@/, ''))}`;

/** A Facebook address is shown as the page's name, which is what a reader looks for. */
const facebookText = (facebook: string) => FACEBOOK_ADDRESS.exec(facebook)?.[1] ?? facebook;

const linkOf = (kind: ContactKind, value: string): ContactLink => {
  switch (kind) {
    case 'address':
      return { kind, text: value, href: null };
    case 'tel':
      return { kind, text: value, href: telHref(value) };
    case 'email':
      return { kind, text: value, href: `mailto:${value}` };
    case 'line':
      return { kind, text: value, href: lineHref(value) };
    case 'facebook':
      return { kind, text: facebookText(value), href: facebookHref(value) };
  }
};

/** The ways to reach the shop that it has given, in the order a footer lists them. */
export const contactLinksOf = (details: ContactDetails): ContactLink[] =>
  ORDER.flatMap((kind) => {
    const value = details[kind].trim();
    return value === '' ? [] : [linkOf(kind, value)];
  });
