import i18next from 'i18next';
import { useEffect } from 'react';
import { useSiteSettings } from '../api/site-settings';

/**
 * Lays the shop's own texts over the built-in ones: any i18n key (or `errors.<CODE>`,
 * `messages.<key>`) the back office sets in `custom_texts` wins, per language.
 */
export const SiteTexts = () => {
  const settings = useSiteSettings();
  const customTexts = settings.data?.custom_texts;
  const title = settings.data?.title;

  useEffect(() => {
    if (!customTexts) return;
    for (const [key, texts] of Object.entries(customTexts)) {
      for (const language of ['th', 'en'] as const) {
        const text = texts[language];
        if (text !== undefined) i18next.addResource(language, 'translation', key, text);
      }
    }
    void i18next.changeLanguage(i18next.language);
  }, [customTexts]);

  useEffect(() => {
    if (title && document.title === 'Course Shop') document.title = title;
  }, [title]);

  return null;
};
