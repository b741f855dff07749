import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { storefrontThemeColor } from '@shop/domain/settings/theme-color';
import type { CourseCore } from '../catalogue/index';
import { pageText } from './page-texts';
import { breadcrumbList, courseData, productData, type Crumb, type StructuredData } from './structured-data';

/** A course's section names and the length of its videos; null for a product. */
export type CourseOutline = { sectionNames: string[]; videoSeconds: number } | null;

/** One `<meta>` or `<link>` element of the page head. */
export type HeadTag = { tag: 'meta' | 'link'; attributes: Readonly<Record<string, string>> };

/**
 * What the server writes into the head of the app shell. `themeColor` is the storefront's colour
 * (`#rrggbb`), there before the first paint so the page never flashes the default one.
 */
export type PageHead = {
  title: string;
  faviconUrl: string;
  themeColor: string;
  tags: HeadTag[];
  /** schema.org objects the page states about itself (JSON-LD). */
  structuredData: StructuredData[];
};

export const DEFAULT_FAVICON = '/favicon.svg';

/** Social image 600 x 314 and video 400 x 300 (spec 2 section 9). */
const SOCIAL_IMAGE = { width: '600', height: '314' };
const SOCIAL_VIDEO = { width: '400', height: '300' };

/** The shop's address without a trailing slash. */
export const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** A stored media value as a path or address: full addresses stay, bare file names live under /uploads/. */
export const mediaPath = (value: string): string =>
  /^https?:\/\//i.test(value) || value.startsWith('/') ? value : `/uploads/${encodeURIComponent(value)}`;

/** A stored media value as a full address on the shop. */
export const absolute = (publicUrl: string, value: string): string => {
  const path = mediaPath(value);
  return /^https?:\/\//i.test(path) ? path : `${origin(publicUrl)}${path}`;
};

const firstText = (...values: (string | null | undefined)[]): string | null =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? null;

export const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

/** The shop's own favicon, else the default logo. */
export const faviconOf = (settings: SiteSettings): string =>
  settings.photo_favicon ? mediaPath(settings.photo_favicon) : DEFAULT_FAVICON;

/** A page of the shop that is not a course or product: the site's title and favicon. */
export const siteHead = (settings: SiteSettings): PageHead => ({
  title: settings.title,
  faviconUrl: faviconOf(settings),
  themeColor: storefrontThemeColor(settings.theme_color),
  tags: [],
  structuredData: [],
});

const defaultPrice = (core: CourseCore) =>
  core.detail.priceDetail.find((plan) => plan.is_default) ?? core.detail.priceDetail[0] ?? null;

const productTags = (core: CourseCore): HeadTag[] => {
  const price = defaultPrice(core)?.price ?? null;
  if (price === null) return [];
  return [
    meta('property', 'product:price:amount', (price / 100).toFixed(2)),
    meta('property', 'product:price:currency', 'THB'),
  ];
};

const imageTags = (prefix: 'og' | 'twitter', url: string | null, alt: string): HeadTag[] => {
  if (!url) return [];
  const key = prefix === 'og' ? 'property' : 'name';
  const tags = [meta(key, `${prefix}:image`, url), meta(key, `${prefix}:image:alt`, alt)];
  return prefix === 'og'
    ? [
        ...tags,
        meta(key, 'og:image:width', SOCIAL_IMAGE.width),
        meta(key, 'og:image:height', SOCIAL_IMAGE.height),
      ]
    : tags;
};

const videoTags = (url: string | null): HeadTag[] =>
  url
    ? [
        meta('property', 'og:video', url),
        meta('property', 'og:video:width', SOCIAL_VIDEO.width),
        meta('property', 'og:video:height', SOCIAL_VIDEO.height),
      ]
    : [];

/** Home, the list the page belongs to (its category for a course that has one), the page. */
const catalogTrail = (core: CourseCore, settings: SiteSettings, base: string, url: string): Crumb[] => {
  const { detail } = core;
  const home = { name: pageText(settings, 'nav.home'), url: `${base}/` };
  const page = { name: detail.courseDescription.title, url };
  if (detail.courseType === 'product') {
    return [home, { name: pageText(settings, 'catalog.products.heading'), url: `${base}/products` }, page];
  }
  const courses = { name: pageText(settings, 'catalog.heading'), url: `${base}/courses` };
  const category = detail.category
    ? [{ name: detail.category.name, url: `${base}${detail.category.link_path}` }]
    : [];
  return [home, courses, ...category, page];
};

/**
 * Title, description, robots, canonical address, Open Graph and Twitter card of a course or
 * product page, for crawlers that run no JavaScript. The browser keeps the title and the
 * description up to date itself on client-side navigation, with the same rule for the title.
 */
/** The picture a link preview of this course or product shows, as stored. */
export const sharedPictureOf = (core: CourseCore, settings: SiteSettings): string | null =>
  firstText(core.detail.facebook_image, core.detail.preview.pictureUrl, settings.social_share_image);

export const catalogPageHead = (
  core: CourseCore,
  settings: SiteSettings,
  publicUrl: string,
  outline: CourseOutline,
  /** The 600x314 copy of the shared picture, when the shop made one at upload. */
  socialCopy: string | null = null,
): PageHead => {
  const detail = core.detail;
  const name = detail.courseDescription.title;
  const title = firstText(detail.meta_title) ?? `${name} | ${settings.title}`;
  const description =
    firstText(detail.meta_description, detail.courseDescription.shortDescription) ?? settings.title;
  const url = `${origin(publicUrl)}${detail.link_path}`;
  const picture = sharedPictureOf(core, settings);
  const twitterPicture = firstText(detail.twitter_image, picture);
  const ogPicture = socialCopy ?? picture;
  const keywords = firstText(detail.page_keyword);
  const isProduct = detail.courseType === 'product';
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    ...(keywords ? [meta('name', 'keywords', keywords)] : []),
    meta(
      'name',
      'robots',
      `${detail.robot_index ? 'index' : 'noindex'}, ${detail.robot_follow ? 'follow' : 'nofollow'}`,
    ),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', settings.title),
    meta('property', 'og:locale', detail.course_language === 'en' ? 'en_US' : 'th_TH'),
    meta('property', 'og:type', isProduct ? 'product' : 'website'),
    meta('property', 'og:title', firstText(detail.facebook_title, detail.meta_title) ?? name),
    meta('property', 'og:description', firstText(detail.facebook_description) ?? description),
    meta('property', 'og:url', url),
    ...imageTags('og', ogPicture ? absolute(publicUrl, ogPicture) : null, name),
    ...videoTags(detail.preview.videoUrl ? absolute(publicUrl, detail.preview.videoUrl) : null),
    ...(isProduct ? productTags(core) : []),
    meta('name', 'twitter:card', twitterPicture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', firstText(detail.twitter_title, detail.meta_title) ?? name),
    meta('name', 'twitter:description', firstText(detail.twitter_description) ?? description),
    ...imageTags('twitter', twitterPicture ? absolute(publicUrl, twitterPicture) : null, name),
  ];
  const facts = {
    url,
    origin: origin(publicUrl),
    description,
    pictures: [picture, ...detail.image_detail]
      .filter((value): value is string => Boolean(value))
      .map((value) => absolute(publicUrl, value)),
    outline,
  };
  return {
    title,
    faviconUrl: faviconOf(settings),
    themeColor: storefrontThemeColor(settings.theme_color),
    tags,
    structuredData: [
      isProduct ? productData(core, settings, facts) : courseData(core, settings, facts),
      breadcrumbList(catalogTrail(core, settings, origin(publicUrl), url)),
    ],
  };
};
