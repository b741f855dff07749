import { asksForLessons } from '@shop/contract/pages/course-lessons';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import type { Database } from '../../db/database';
import type { TtlCache } from '../../lib/ttl-cache';
import type { ShellAnswer, ShellRenderer } from '../../plugins/web-app';
import { listBrowsableCategories, cachedCourseCore, listPromotions } from '../catalogue/index';
import { courseOutline } from '../learning/index';
import { findPublicImage } from '../media/index';
import { getSiteSettings } from '../settings/index';
import { categoryHead, courseListHead, homeHead, productListHead, promotionHead } from './list-page-head';
import type { CatalogPageAddress } from './page-address';
import { catalogPageHead, sharedPictureOf, siteHead, type PageHead } from './page-head';
import { policyPageHeadAt } from './policy-page-head';
import { applyPageHead } from './shell-html';
import { storefrontPage, type StorefrontPage } from './storefront-page';

type PageShellDeps = { db: Database; cache: TtlCache; publicUrl: string };

const NOINDEX = { tag: 'meta' as const, attributes: { name: 'robots', content: 'noindex' } };

/** The site's title only, marked noindex: the address names nothing the shop has (the app shows its 404). */
const unknownPageHead = (settings: SiteSettings): PageHead => ({ ...siteHead(settings), tags: [NOINDEX] });

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
): Promise<ShellAnswer> => {
  const core = await cachedCourseCore(deps.db, deps.cache, address.id);
  if (!core || (core.detail.courseType === 'product') !== (address.kind === 'product')) {
    return { html: applyPageHead(shell, unknownPageHead(settings)) };
  }
  const canonical = core.detail.link_path;
  if (canonical.startsWith('/') && address.path !== canonical) {
    return { redirect: `${encodeURI(canonical)}${address.search}` };
  }
  const outline = address.kind === 'course' ? await courseOutline(deps.db, deps.cache, core.detail.id) : null;
  const socialCopy = await socialCopyOf(deps, sharedPictureOf(core, settings));
  return {
    html: applyPageHead(shell, catalogPageHead(core, settings, deps.publicUrl, outline, socialCopy)),
    // A course's lessons (`?learn=true`) are a student's own page, drawn by the lesson player in
    // the browser; only the sales page is rendered here.
    serverRendered: !asksForLessons(address.search),
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
 * names nothing the shop has still gets the shell (the browser app shows '404 Page not found !'),
 * marked noindex. Other pages (cart, accounts) get the site's title and favicon.
 */
export const pageShellRenderer =
  (deps: PageShellDeps): ShellRenderer =>
  async (url, shell) => {
    const settings = await getSiteSettings(deps.db);
    const policyHead = policyPageHeadAt(url, settings, deps.publicUrl);
    if (policyHead) return { html: applyPageHead(shell, policyHead), serverRendered: true };
    const page = storefrontPage(url);
    if (!page) return { html: applyPageHead(shell, siteHead(settings)) };
    if (page.kind === 'catalog') return catalogPageShell(deps, settings, page.address, shell);
    const head = await listPageHead(deps, settings, page);
    return { html: applyPageHead(shell, head), serverRendered: !head.tags.includes(NOINDEX) };
  };
