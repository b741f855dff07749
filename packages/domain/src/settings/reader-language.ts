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
