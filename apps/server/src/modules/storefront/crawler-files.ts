import {
  POLICY_PAGE_PATHS,
  POLICY_PAGES,
  policyTextIn,
  type PolicyPage,
  type PolicyTexts,
} from '@shop/domain/settings/policy-pages';
import { escapeHtml } from './html-escape';

/** Addresses no crawler has business with: the back office, carts, accounts, sign-in and the API. */
const PRIVATE_PREFIXES = [
  '/admin',
  '/cart',
  '/myaccount',
  '/login',
  '/payment/',
  '/thankyou',
  '/private/',
  '/api/',
  '/sandbox/',
];

/** robots.txt: everything public may be crawled, the private parts not, and where the sitemap is. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

export type SitemapPage = { path: string; lastModified?: Date };

/** A sitemaps.org `urlset` of the shop's public pages, addresses absolute and escaped for XML. */
export const sitemapXml = (publicUrl: string, pages: readonly SitemapPage[]): string => {
  const entries = pages.map(({ path, lastModified }) => {
    const location = `<loc>${escapeHtml(`${publicUrl}${encodeURI(path)}`)}</loc>`;
    const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url>${location}${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
};

/** A sitemap index: where each part of a sitemap too long for one file is. */
export const sitemapIndexXml = (publicUrl: string, parts: number): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: parts },
      (_, index) =>
        `  <sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-${String(index + 1)}.xml`)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');

/** The terms, privacy and refund pages the shop has written, in either language. */
export const writtenPolicyPages = (pages: Readonly<Record<PolicyPage, PolicyTexts>>): SitemapPage[] =>
  POLICY_PAGES.filter((page) => policyTextIn(pages[page], 'th') !== null).map((page) => ({
    path: POLICY_PAGE_PATHS[page],
  }));
