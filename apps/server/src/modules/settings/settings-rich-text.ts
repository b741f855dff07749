import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';

type PolicyPages = SiteSettings['policy_pages'];

const sanitisedPolicies = (pages: PolicyPages): PolicyPages => ({
  terms: { th: sanitizeRichText(pages.terms.th), en: sanitizeRichText(pages.terms.en) },
  privacy: { th: sanitizeRichText(pages.privacy.th), en: sanitizeRichText(pages.privacy.en) },
  refund: { th: sanitizeRichText(pages.refund.th), en: sanitizeRichText(pages.refund.en) },
});

/** The settings with their rich texts (the how-to-buy description, the policy pages) through the allow-list. */
export const withSanitisedRichText = (settings: SiteSettings): SiteSettings => ({
  ...settings,
  how_to_buy: { ...settings.how_to_buy, description: sanitizeRichText(settings.how_to_buy.description) },
  policy_pages: sanitisedPolicies(settings.policy_pages),
});
