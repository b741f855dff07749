import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { customTextOf } from '@shop/domain/settings/custom-texts';

/**
 * What the server writes in Thai, the shop's first language, into the head of a list page. The
 * shop's own text for the same i18n key (`custom_texts`) wins, so the head says what the page says.
 */
const BUILT_IN = {
  'site.tagline': 'คอร์สเรียนออนไลน์และในห้องเรียน สำหรับทุกเป้าหมายของคุณ',
  'nav.home': 'หน้าแรก',
  'catalog.heading': 'คอร์สเรียนทั้งหมด',
  'catalog.products.heading': 'สินค้าทั้งหมด',
} as const;

export type PageTextKey = keyof typeof BUILT_IN;

export const pageText = (settings: SiteSettings, key: PageTextKey): string =>
  customTextOf(settings.custom_texts, key, 'th') ?? BUILT_IN[key];

/** "หน้า 2" after a list's title from its second page on, so each page has its own title. */
export const pageNumberSuffix = (page: number): string => (page > 1 ? ` (หน้า ${String(page)})` : '');
