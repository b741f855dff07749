import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { th } from './locales/th';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'lang';

const storedLanguage = (): Language => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return value === 'en' ? 'en' : 'th';
};

export const changeLanguage = async (language: Language) => {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
};

export const currentLanguage = (): Language => (i18next.language === 'en' ? 'en' : 'th');

/** Thai first: a visitor sees Thai until they choose English, and the choice is remembered. */
export const initI18n = async () => {
  const language = storedLanguage();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    resources: { th: { translation: th }, en: { translation: en } },
    lng: language,
    fallbackLng: 'th',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
};
