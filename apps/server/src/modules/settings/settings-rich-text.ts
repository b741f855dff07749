import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';

/** The settings with their one rich text (the how-to-buy description) through the allow-list. */
export const withSanitisedRichText = (settings: SiteSettings): SiteSettings => ({
  ...settings,
  how_to_buy: { ...settings.how_to_buy, description: sanitizeRichText(settings.how_to_buy.description) },
});
