import type { PolicyPageAnswer } from '@shop/contract/settings/policy-page';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { excerpt, type PolicyPage } from '@shop/domain/settings/policy-pages';
import { plainTextOfRichText } from '../../lib/rich-text-plain';

const textOf = (html: string) => ({ html, description: excerpt(plainTextOfRichText(html)) });

/** A policy page as the storefront shows it: the shop's sanitised text and description per language. */
export const policyPageOf = (settings: SiteSettings, page: PolicyPage): PolicyPageAnswer => {
  const texts = settings.policy_pages[page];
  return { page, th: textOf(texts.th), en: textOf(texts.en) };
};
