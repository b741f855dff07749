import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  hasLanguageCookie,
  languageOfAddress,
  readerLanguageOf,
  readerLanguageOfCookies,
  type ReaderLanguage,
} from '@shop/domain/settings/reader-language';
import { en } from './locales/en';
import { th } from './locales/th';

export type Language = ReaderLanguage;

const STORAGE_KEY = 'lang';
/** The same choice as a cookie, so the server renders a page in the reader's language. */
const COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const rememberLanguage = (language: Language) => {
  localStorage.setItem(STORAGE_KEY, language);
  document.cookie = `${COOKIE}=${language}; path=/; max-age=${String(YEAR_SECONDS)}; samesite=lax`;
};

/**
 * The reader's language in this browser: the one the address names (a shared English link, kept
 * as their choice from then on), else the cookie, else what an earlier version of the shop kept in
 * local storage only (then copied to the cookie, so the server renders in it from now on).
 */
export const storedLanguage = (): Language => {
  const addressed = languageOfAddress(window.location.href);
  if (addressed) {
    if (readerLanguageOfCookies(document.cookie) !== addressed) rememberLanguage(addressed);
    return addressed;
  }
  if (hasLanguageCookie(document.cookie)) return readerLanguageOfCookies(document.cookie);
  const kept = localStorage.getItem(STORAGE_KEY);
  if (kept === 'en') rememberLanguage('en');
  return readerLanguageOf(kept);
};

export const changeLanguage = async (language: Language) => {
  rememberLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
};

export const currentLanguage = (): Language => readerLanguageOf(i18next.language);

/** The built-in texts of a language, before the shop's own texts are laid over them. */
export const builtInTexts = { th, en } as const;

/** Thai first: a visitor sees Thai until they choose English, and the choice is remembered. */
export const initI18n = async (language: Language) => {
  await i18next.use(initReactI18next).init({
    resources: { th: { translation: th }, en: { translation: en } },
    lng: language,
    fallbackLng: 'th',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Every text is in the bundle: the first render, on the server too, has them without waiting.
    initAsync: false,
  });
};

// The areas' texts (the lessons', the back office's) load with their pages (`load-*-texts.ts`);
// they are kept here, in the shell's module, so the server can lay them again for every render.
type AreaTexts = { th: Record<string, unknown>; en: Record<string, unknown> };

/** The areas' texts added so far, by area: the server lays them again for each page it renders. */
const added = new Map<string, AreaTexts>();

const lay = (area: string, texts: AreaTexts) => {
  // Not over the shop's own texts: a text the shop overrode stays as the shop set it.
  i18next.addResourceBundle('th', 'translation', { [area]: texts.th }, true, false);
  i18next.addResourceBundle('en', 'translation', { [area]: texts.en }, true, false);
};

/** Adds an area's texts (the lessons', the back office's), both languages, once they have loaded. */
export const addAreaTexts = (area: string, texts: AreaTexts) => {
  added.set(area, texts);
  lay(area, texts);
};

/**
 * Lays every area's texts loaded so far over the built-in ones again. The server starts each
 * render from the built-in texts (the shop's own texts and language change between renders), and
 * an area's module, loaded once, does not add its texts a second time.
 */
export const layAddedAreaTexts = () => {
  for (const [area, texts] of added) lay(area, texts);
};
