import i18next from 'i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';

/**
 * Lays the shop's own texts over the built-in ones: any i18n key (or `errors.<CODE>`,
 * `messages.<key>`) the back office sets in `custom_texts` wins, per language. The server renders
 * a page with them and the browser lays them before it hydrates, so the shop's name and texts are
 * right from the first paint.
 */
let laid: SiteSettings['custom_texts'] | undefined;

/** Whether these texts (this very answer of the settings) are the ones already laid. */
export const areCustomTextsLaid = (customTexts: SiteSettings['custom_texts'] | undefined) =>
  customTexts === laid;

export const applyCustomTexts = (customTexts: SiteSettings['custom_texts'] | undefined) => {
  if (!customTexts) return;
  laid = customTexts;
  for (const [key, texts] of Object.entries(customTexts)) {
    for (const language of ['th', 'en'] as const) {
      const text = texts[language];
      if (text !== undefined) i18next.addResource(language, 'translation', key, text);
    }
  }
};
