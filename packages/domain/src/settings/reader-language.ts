/** The storefront's languages: Thai first, English second. */
export type ReaderLanguage = 'th' | 'en';

export const readerLanguageOf = (value: string | null | undefined): ReaderLanguage =>
  value === 'en' ? 'en' : 'th';

/**
 * The language a reader chose, from a Cookie header's `lang`: Thai unless they chose English. The
 * browser writes the cookie when the reader switches language, so the server renders in it.
 */
export const readerLanguageOfCookies = (cookieHeader: string | undefined): ReaderLanguage => {
  const chosen = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '');
  return readerLanguageOf(chosen?.[1]);
};

/** Whether a Cookie header carries a language choice at all. */
export const hasLanguageCookie = (cookieHeader: string): boolean => /(?:^|;\s*)lang=/.test(cookieHeader);

/** The query parameter that gives a page in another language its own address. */
export const LANGUAGE_PARAMETER = 'lang';

/** An address cut into its path, the query's `key=value` pairs and the fragment (`#…` or ''). */
const partsOf = (address: string) => {
  const hashStart = address.indexOf('#');
  const fragment = hashStart === -1 ? '' : address.slice(hashStart);
  const beforeFragment = hashStart === -1 ? address : address.slice(0, hashStart);
  const queryStart = beforeFragment.indexOf('?');
  if (queryStart === -1) return { path: beforeFragment, pairs: [] as string[], fragment };
  const query = beforeFragment.slice(queryStart + 1);
  return {
    path: beforeFragment.slice(0, queryStart),
    pairs: query.split('&').filter((pair) => pair !== ''),
    fragment,
  };
};

const isLanguagePair = (pair: string) => pair.split('=')[0] === LANGUAGE_PARAMETER;

/** The language an address names (`?lang=en`, `?lang=th`), or null when it names none. */
export const languageOfAddress = (address: string): ReaderLanguage | null => {
  const named = partsOf(address).pairs.find(isLanguagePair)?.split('=')[1];
  return named === 'en' || named === 'th' ? named : null;
};

/**
 * The language to render a page in: the one its address names, so a shared English address opens
 * in English; else the reader's choice in the cookie; else Thai.
 */
export const readerLanguageOfRequest = (address: string, cookieHeader: string | undefined): ReaderLanguage =>
  languageOfAddress(address) ?? readerLanguageOfCookies(cookieHeader);

/**
 * A page's address in a language: Thai, the shop's first language, at the bare address; English
 * with `lang=en`. Other query parameters, in their order, and the fragment are kept.
 */
export const addressInLanguage = (address: string, language: ReaderLanguage): string => {
  const { path, pairs, fragment } = partsOf(address);
  const kept = pairs.filter((pair) => !isLanguagePair(pair));
  const query = language === 'th' ? kept : [...kept, `${LANGUAGE_PARAMETER}=${language}`];
  return `${path}${query.length === 0 ? '' : `?${query.join('&')}`}${fragment}`;
};
