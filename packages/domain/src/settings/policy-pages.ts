import { customTextOf, type CustomTexts } from './custom-texts';

/** The shop's policy pages: its terms, how it keeps personal data (PDPA), and when it refunds. */
export const POLICY_PAGES = ['terms', 'privacy', 'refund'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export type Language = 'th' | 'en';

/** The page's text in each language, as the back office saved it (sanitised rich text; '' = none). */
export type PolicyTexts = Readonly<Record<Language, string>>;

/** Where each page is on the storefront. */
export const POLICY_PAGE_PATHS: Readonly<Record<PolicyPage, string>> = {
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund-policy',
};

/** Each page's built-in title; the shop may replace it through its texts (`policyTitleKey`). */
export const POLICY_PAGE_TITLES: Readonly<Record<PolicyPage, Readonly<Record<Language, string>>>> = {
  terms: { th: 'ข้อกำหนดและเงื่อนไขการใช้บริการ', en: 'Terms and conditions' },
  privacy: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy policy' },
  refund: { th: 'นโยบายการคืนเงิน', en: 'Refund policy' },
};

/** The i18n key of a page's title, so a shop's own title (`custom_texts`) reaches the server too. */
export const policyTitleKey = <P extends PolicyPage>(page: P): `policies.${P}.title` =>
  `policies.${page}.title`;

/** A page's title in a language: the shop's own one when it set it, else the built-in one. */
export const policyPageTitle = (
  page: PolicyPage,
  language: Language,
  customTexts: CustomTexts = {},
): string => customTextOf(customTexts, policyTitleKey(page), language) ?? POLICY_PAGE_TITLES[page][language];

/** The policy page at an address path (`/terms`, `/terms/`), or null. */
export const policyPageAt = (path: string): PolicyPage | null =>
  POLICY_PAGES.find((page) => POLICY_PAGE_PATHS[page] === path.replace(/(.)\/+$/, '$1')) ?? null;

const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

/**
 * The text to show a reader of `language`: theirs, else the other language's (a Thai shop may
 * write its policies in Thai only), else null when the shop has written neither.
 */
export const policyTextIn = (
  texts: PolicyTexts,
  language: Language,
): { language: Language; html: string } | null => {
  const other: Language = language === 'th' ? 'en' : 'th';
  if (hasText(texts[language])) return { language, html: texts[language] };
  if (hasText(texts[other])) return { language: other, html: texts[other] };
  return null;
};

/**
 * A plain text cut to at most `max` characters at a word boundary, with an ellipsis when cut:
 * the meta description search engines show (about 155 characters).
 */
export const excerpt = (text: string, max = 155): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};
