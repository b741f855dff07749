import i18next from 'i18next';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { applyCustomTexts } from '../features/settings/lib/apply-custom-texts';
import { builtInTexts, layAddedAreaTexts, type Language } from '../i18n/i18n';

/**
 * The texts of one server render: the built-in ones, the areas' loaded so far (the lessons', the
 * back office's), and the shop's own texts over them, in the reader's language. Each render starts
 * again from the built-in texts, so a shop's text changed or removed since the last render is not
 * left behind; an area's texts, added once when its code first loaded, are laid again each time.
 */
export const layTextsFor = async (
  customTexts: SiteSettings['custom_texts'] | undefined,
  language: Language,
) => {
  for (const [code, texts] of Object.entries(builtInTexts)) {
    i18next.removeResourceBundle(code, 'translation');
    i18next.addResourceBundle(code, 'translation', texts);
  }
  layAddedAreaTexts();
  applyCustomTexts(customTexts);
  await i18next.changeLanguage(language);
};
