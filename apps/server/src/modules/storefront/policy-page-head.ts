import type { SiteSettings } from '@shop/contract/settings/site-settings';
import {
  POLICY_PAGE_PATHS,
  policyPageAt,
  policyPageTitle,
  policyTextIn,
  type PolicyPage,
} from '@shop/domain/settings/policy-pages';
import { policyPageOf } from '../settings/index';
import { meta, siteHead, type HeadTag, type PageHead } from './page-head';

/**
 * The head of the terms, privacy or refund page: "{page} | {site}", the start of its text as
 * the description, and its canonical address. In Thai, the shop's first language, which the page
 * shell is in; a page the shop has not written yet is kept out of search results.
 */
export const policyPageHead = (page: PolicyPage, settings: SiteSettings, publicUrl: string): PageHead => {
  const title = `${policyPageTitle(page, 'th', settings.custom_texts)} | ${settings.title}`;
  const answer = policyPageOf(settings, page);
  const shown = policyTextIn({ th: answer.th.html, en: answer.en.html }, 'th');
  const url = `${publicUrl.replace(/\/+$/, '')}${POLICY_PAGE_PATHS[page]}`;
  const tags: HeadTag[] = shown
    ? [
        meta('name', 'description', answer[shown.language].description),
        { tag: 'link', attributes: { rel: 'canonical', href: url } },
        meta('property', 'og:site_name', settings.title),
        meta('property', 'og:title', title),
        meta('property', 'og:url', url),
      ]
    : [meta('name', 'robots', 'noindex')];
  return { ...siteHead(settings), title, tags };
};

/** The head of the policy page at `url` (query ignored), or null for any other address. */
export const policyPageHeadAt = (url: string, settings: SiteSettings, publicUrl: string): PageHead | null => {
  const page = policyPageAt(url.split('?')[0] ?? url);
  return page ? policyPageHead(page, settings, publicUrl) : null;
};
