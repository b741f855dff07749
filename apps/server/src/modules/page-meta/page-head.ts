import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { storefrontThemeColor } from '@shop/domain/settings/theme-color';
import type { CourseCore } from '../catalog/course-core';

/** One `<meta>` or `<link>` element of the page head. */
export type HeadTag = { tag: 'meta' | 'link'; attributes: Readonly<Record<string, string>> };

/**
 * What the server writes into the head of the app shell. `themeColor` is the storefront's colour
 * (`#rrggbb`), there before the first paint so the page never flashes the default one.
 */
export type PageHead = { title: string; faviconUrl: string; themeColor: string; tags: HeadTag[] };

export const DEFAULT_FAVICON = '/favicon.svg';

/** Social image 600 x 314 and video 400 x 300 (spec 2 section 9). */
const SOCIAL_IMAGE = { width: '600', height: '314' };
const SOCIAL_VIDEO = { width: '400', height: '300' };

const origin = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** A stored media value as a path or address: full addresses stay, bare file names live under /uploads/. */
export const mediaPath = (value: string): string =>
  /^https?:\/\//i.test(value) || value.startsWith('/') ? value : `/uploads/${encodeURIComponent(value)}`;

const absolute = (publicUrl: string, value: string): string => {
  const path = mediaPath(value);
  return /^https?:\/\//i.test(path) ? path : `${origin(publicUrl)}${path}`;
};

const firstText = (...values: (string | null | undefined)[]): string | null =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? null;

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
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

/**
 * Title, description, robots, canonical address, Open Graph and Twitter card of a course or
 * product page, for crawlers that run no JavaScript. The browser keeps the title and the
 * description up to date itself on client-side navigation, with the same rule for the title.
 */
export const catalogPageHead = (core: CourseCore, settings: SiteSettings, publicUrl: string): PageHead => {
  const detail = core.detail;
  const name = detail.courseDescription.title;
  const title = firstText(detail.meta_title) ?? `${name} | ${settings.title}`;
  const description =
    firstText(detail.meta_description, detail.courseDescription.shortDescription) ?? settings.title;
  const url = `${origin(publicUrl)}${detail.link_path}`;
  const picture = firstText(detail.facebook_image, detail.preview.pictureUrl, settings.social_share_image);
  const twitterPicture = firstText(detail.twitter_image, picture);
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
    ...imageTags('og', picture ? absolute(publicUrl, picture) : null, name),
    ...videoTags(detail.preview.videoUrl ? absolute(publicUrl, detail.preview.videoUrl) : null),
    ...(isProduct ? productTags(core) : []),
    meta('name', 'twitter:card', twitterPicture ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', firstText(detail.twitter_title, detail.meta_title) ?? name),
    meta('name', 'twitter:description', firstText(detail.twitter_description) ?? description),
    ...imageTags('twitter', twitterPicture ? absolute(publicUrl, twitterPicture) : null, name),
  ];
  return {
    title,
    faviconUrl: faviconOf(settings),
    themeColor: storefrontThemeColor(settings.theme_color),
    tags,
  };
};
