import i18next from 'i18next';
import { useEffect } from 'react';
import { useSiteSettings } from '../api/site-settings';
import { applyCustomTexts, areCustomTextsLaid } from '../lib/apply-custom-texts';

/** Keeps the shop's own texts laid over the built-in ones as the settings change. */
export const SiteTexts = () => {
  const settings = useSiteSettings();
  const customTexts = settings.data?.custom_texts;
  const title = settings.data?.title;

  useEffect(() => {
    // Laid before the page hydrated: a re-render of every text now would only redo the same.
    if (!customTexts || areCustomTextsLaid(customTexts)) return;
    applyCustomTexts(customTexts);
    void i18next.changeLanguage(i18next.language);
  }, [customTexts]);

  useEffect(() => {
    if (title && document.title === 'Course Shop') document.title = title;
  }, [title]);

  return null;
};
