import type { PromotionWire } from '@shop/contract/catalog/promotion';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { storefrontThemeColor } from '@shop/domain/settings/theme-color';
import { absolute, faviconOf, meta, origin, type PageHead } from './page-head';
import { pageNumberSuffix, pageText } from './page-texts';
import { breadcrumbList, shopIdentity, type Crumb, type StructuredData } from './structured-data';

/** What a list page is: its title, what it says about itself, where it sits and its address. */
type ListPage = {
  name: string;
  description: string;
  /** The path without the page number. */
  path: string;
  page: number;
  /** The trail below the home page, the page itself last; empty for the home page. */
  trail: { name: string; path: string }[];
};

/**
 * The head of a list page: its own title and description, the canonical address of this page of
 * the list (`?page=2` kept, keywords and filters dropped), Open Graph, and the breadcrumb trail.
 */
const listHead = (list: ListPage, settings: SiteSettings, publicUrl: string, extra: StructuredData[]) => {
  const base = origin(publicUrl);
  const url = `${base}${list.path}${list.page > 1 ? `?page=${String(list.page)}` : ''}`;
  const title = `${list.name}${pageNumberSuffix(list.page)}`;
  const crumbs: Crumb[] = [
    { name: pageText(settings, 'nav.home'), url: `${base}/` },
    ...list.trail.map((step) => ({ name: step.name, url: `${base}${step.path}` })),
  ];
  const image = settings.social_share_image ? absolute(publicUrl, settings.social_share_image) : null;
  const head: PageHead = {
    title: list.trail.length === 0 ? title : `${title} | ${settings.title}`,
    faviconUrl: faviconOf(settings),
    themeColor: storefrontThemeColor(settings.theme_color),
    tags: [
      meta('name', 'description', list.description),
      { tag: 'link', attributes: { rel: 'canonical', href: url } },
      meta('property', 'og:site_name', settings.title),
      meta('property', 'og:locale', 'th_TH'),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', list.description),
      meta('property', 'og:url', url),
      ...(image ? [meta('property', 'og:image', image)] : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ],
    structuredData: [...extra, ...(crumbs.length > 1 ? [breadcrumbList(crumbs)] : [])],
  };
  return head;
};

const coursesCrumb = (settings: SiteSettings) => ({
  name: pageText(settings, 'catalog.heading'),
  path: '/courses',
});

export const homeHead = (settings: SiteSettings, publicUrl: string, page: number): PageHead => {
  const logo = absolute(publicUrl, settings.photo_favicon ?? '/favicon.svg');
  return listHead(
    { name: settings.title, description: pageText(settings, 'site.tagline'), path: '/', page, trail: [] },
    settings,
    publicUrl,
    shopIdentity(settings, origin(publicUrl), logo),
  );
};

export const courseListHead = (settings: SiteSettings, publicUrl: string, page: number): PageHead => {
  const name = pageText(settings, 'catalog.heading');
  return listHead(
    {
      name,
      description: `${name}ของ ${settings.title}: ${pageText(settings, 'site.tagline')}`,
      path: '/courses',
      page,
      trail: [coursesCrumb(settings)],
    },
    settings,
    publicUrl,
    [],
  );
};

export const productListHead = (settings: SiteSettings, publicUrl: string, page: number): PageHead => {
  const name = pageText(settings, 'catalog.products.heading');
  return listHead(
    {
      name,
      description: `${name}ของ ${settings.title}`,
      path: '/products',
      page,
      trail: [{ name, path: '/products' }],
    },
    settings,
    publicUrl,
    [],
  );
};

export const categoryHead = (
  settings: SiteSettings,
  publicUrl: string,
  category: { name: string; linkPath: string; courseCount: number },
  page: number,
): PageHead =>
  listHead(
    {
      name: category.name,
      description: `คอร์สเรียนหมวด ${category.name} ${String(category.courseCount)} คอร์ส จาก ${settings.title}`,
      path: category.linkPath,
      page,
      trail: [coursesCrumb(settings), { name: category.name, path: category.linkPath }],
    },
    settings,
    publicUrl,
    [],
  );

export const promotionHead = (
  settings: SiteSettings,
  publicUrl: string,
  promotion: PromotionWire,
): PageHead => {
  const path = `/promotion/${String(promotion.id)}`;
  const details = promotion.description_list.filter((line) => line.trim() !== '').join(' ');
  return listHead(
    {
      name: promotion.title,
      description: details || `${promotion.title}: ${settings.title}`,
      path,
      page: 1,
      trail: [{ name: promotion.title, path }],
    },
    settings,
    publicUrl,
    [],
  );
};
