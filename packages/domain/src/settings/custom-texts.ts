/** The shop's own texts by i18n key and language (`custom_texts` of the site settings). */
export type CustomTexts = Readonly<Record<string, { th?: string; en?: string } | undefined>>;

/**
 * The shop's own text for an i18n key in a language, or null when it set none (a blank one counts
 * as none): the server's pages read it where the browser lays the same texts over its own.
 */
export const customTextOf = (customTexts: CustomTexts, key: string, language: 'th' | 'en'): string | null => {
  const text = customTexts[key]?.[language]?.trim() ?? '';
  return text === '' ? null : text;
};
