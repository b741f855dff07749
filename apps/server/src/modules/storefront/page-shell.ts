import { isAppPage, isReaderPage } from '@shop/contract/pages/app-pages';
import { asksForLessons } from '@shop/contract/pages/course-lessons';
import { languageOfAddress, type ReaderLanguage } from '@shop/domain/settings/reader-language';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import type { Database } from '../../db/database';
import type { TtlCache } from '../../lib/ttl-cache';
import type { ShellAnswer, ShellRenderer } from '../../plugins/web-app';
import { listBrowsableCategories, cachedCourseCore, listPromotions } from '../catalogue/index';
import { courseOutline } from '../learning/index';
import { findPublicImage } from '../media/index';
import { getSiteSettings } from '../settings/index';
import { categoryHead, courseListHead, homeHead, productListHead, promotionHead } from './list-page-head';
import { decodedPath, type CatalogPageAddress } from './page-address';
import { catalogPageHead, sharedPictureOf, siteHead, type PageHead } from './page-head';
import { policyPageHeadAt } from './policy-page-head';
import { withLanguageAddresses } from './language-addresses';
import { applyPageHead } from './shell-html';
import { storefrontPage, type StorefrontPage } from './storefront-page';

type PageShellDeps = { db: Database; cache: TtlCache; publicUrl: string };

const NOINDEX = { tag: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } };

/** The site's title only, marked noindex: the address names nothing the shop has (the app shows its 404). */
const unknownPageHead = (settings: SiteSettings): PageHead => ({ ...siteHead(settings), tags: [NOINDEX] });

/**
 * The shop's not-found page with HTTP 404, so search engines drop the address and links to it
 * show as broken; the server renders it (the router's catch-all or the page's own 'not found').
 */
const notFoundPage = (settings: SiteSettings, shell: string): ShellAnswer => ({
  html: applyPageHead(shell, unknownPageHead(settings)),
  serverRendered: true,
  status: 404,
});

const pathOf = (url: string): string => {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
};

/**
 * Whether the app draws a page at this address. A course or product address that is not a
 * catalogue address (no id) names nothing, though the router's pattern would take it.
 */
const isKnownPage = (url: string): boolean => {
  const path = decodedPath(pathOf(url));
  return path !== null && !/^\/(course|product)\//.test(path) && isAppPage(path);
};

/**
 * The 600x314 copy the shop made of an uploaded picture: og:image declares that size, and the
 * 1200x628 original made link previews fetch twice the bytes. Null for an outside address.
 */
const socialCopyOf = async (deps: PageShellDeps, picture: string | null): Promise<string | null> => {
  if (!picture || /^https?:\/\//i.test(picture)) return null;
  const name = picture.replace(/^\/uploads\//, '');
  if (name.includes('/')) return null;
  return deps.cache.getOrLoad(
    `social-copy:${name}`,
    async () => (await findPublicImage(deps.db, name))?.variants.social ?? null,
  );
};

const catalogPageShell = async (
  deps: PageShellDeps,
  settings: SiteSettings,
  address: CatalogPageAddress,
  shell: string,
  language: ReaderLanguage,
): Promise<ShellAnswer> => {
  const core = await cachedCourseCore(deps.db, deps.cache, address.id);
  if (!core || (core.detail.courseType === 'product') !== (address.kind === 'product')) {
    return notFoundPage(settings, shell);
  }
  const canonical = core.detail.link_path;
  if (canonical.startsWith('/') && address.path !== canonical) {
    return { redirect: `${encodeURI(canonical)}${address.search}` };
  }
  const outline = address.kind === 'course' ? await courseOutline(deps.db, deps.cache, core.detail.id) : null;
  const socialCopy = await socialCopyOf(deps, sharedPictureOf(core, settings));
  return {
    html: applyPageHead(
      shell,
      withLanguageAddresses(catalogPageHead(core, settings, deps.publicUrl, outline, socialCopy), language),
    ),
    serverRendered: true,
    // A course's lessons (`?learn=true`) are a student's own page: their progress, where they left off.
    readersOwn: asksForLessons(address.search),
  };
};

const listPageHead = async (
  deps: PageShellDeps,
  settings: SiteSettings,
  page: Exclude<StorefrontPage, { kind: 'catalog' }>,
): Promise<PageHead> => {
  switch (page.kind) {
    case 'home':
      return homeHead(settings, deps.publicUrl, page.page);
    case 'courses':
      return courseListHead(settings, deps.publicUrl, page.page);
    case 'products':
      return productListHead(settings, deps.publicUrl, page.page);
    case 'category': {
      const categories = await deps.cache.getOrLoad('list:categories', () =>
        listBrowsableCategories(deps.db),
      );
      const category = categories.find((candidate) => candidate.link_path === page.linkPath);
      if (!category) return unknownPageHead(settings);
      const facts = { name: category.name, linkPath: category.link_path, courseCount: category.course_count };
      return categoryHead(settings, deps.publicUrl, facts, page.page);
    }
    case 'promotion': {
      const promotion = (await listPromotions(deps.db, new Date())).find(
        (candidate) => candidate.id === page.id,
      );
      return promotion ? promotionHead(settings, deps.publicUrl, promotion) : unknownPageHead(settings);
    }
  }
};

/**
 * The app shell for one page address, with what crawlers and link previews read before any
 * script runs; the public pages the shop has are marked for the server's render of their body. Course and product pages get their metadata and structured data, or a 301 to their
 * canonical link_path when asked by another form of it; the home page, the lists, categories and
 * promotions get their own title, description, canonical address and breadcrumbs. An address that
 * names nothing the shop has answers 404 with the shop's not-found page, marked noindex. Other
 * pages (cart, accounts) get the site's title and favicon; of these, a reader's own pages (My
 * courses, an order's payment step) are marked for the server's render too, as a course's lessons are.
 */
export const pageShellRenderer =
  (deps: PageShellDeps): ShellRenderer =>
  async (url, shell) => {
    const settings = await getSiteSettings(deps.db);
    // A crawler has no language cookie: the head names the language the address names.
    const language = languageOfAddress(url) ?? 'th';
    const policyHead = policyPageHeadAt(url, settings, deps.publicUrl);
    if (policyHead)
      return {
        html: applyPageHead(shell, withLanguageAddresses(policyHead, language)),
        serverRendered: true,
      };
    const page = storefrontPage(url);
    if (!page) {
      if (!isKnownPage(url)) return notFoundPage(settings, shell);
      const html = applyPageHead(shell, siteHead(settings));
      return isReaderPage(pathOf(url)) ? { html, serverRendered: true, readersOwn: true } : { html };
    }
    if (page.kind === 'catalog') return catalogPageShell(deps, settings, page.address, shell, language);
    const head = await listPageHead(deps, settings, page);
    if (head.tags.includes(NOINDEX)) return notFoundPage(settings, shell);
    return { html: applyPageHead(shell, withLanguageAddresses(head, language)), serverRendered: true };
  };
