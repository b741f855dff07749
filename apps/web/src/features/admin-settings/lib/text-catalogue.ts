import { textKeySchema } from '@shop/contract/settings/site-settings';
import { ERROR_TEXTS } from '@shop/domain/errors/error-texts';
import { NOTIFICATION_MESSAGES } from '@shop/domain/errors/notification-kinds';
import { learningEn, learningTh } from '../../../i18n/areas/learning';
import { en } from '../../../i18n/locales/en';
import { th } from '../../../i18n/locales/th';

/** One text of the storefront a shop may override: its i18n key and its built-in Thai and English. */
export type TextRow = { key: string; th: string; en: string };

type Tree = { readonly [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const texts = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') texts.set(key, value);
    else for (const [inner, text] of flatten(value, key)) texts.set(inner, text);
  }
  return texts;
};

const prefixed = (prefix: string, texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]));

const messagesIn = (language: 'th' | 'en') =>
  Object.fromEntries(Object.entries(NOTIFICATION_MESSAGES).map(([key, texts]) => [key, texts[language]]));

/**
 * Every text the storefront shows that the shop may override (what `SiteTexts` lays over the
 * built-in ones): the pages' texts, the learning pages', the error texts (`errors.<CODE>`) and
 * the quoted messages (`messages.<key>`), sorted by key.
 */
export const textCatalogue = (): TextRow[] => {
  const thai = new Map([
    ...flatten({ ...th, learning: learningTh }),
    ...Object.entries(prefixed('errors', ERROR_TEXTS.th)),
    ...Object.entries(prefixed('messages', messagesIn('th'))),
  ]);
  const english = new Map([
    ...flatten({ ...en, learning: learningEn }),
    ...Object.entries(prefixed('errors', ERROR_TEXTS.en)),
    ...Object.entries(prefixed('messages', messagesIn('en'))),
  ]);
  return [...thai.entries()]
    .filter(([key]) => textKeySchema.safeParse(key).success)
    .map(([key, text]) => ({ key, th: text, en: english.get(key) ?? '' }))
    .sort((a, b) => a.key.localeCompare(b.key));
};
