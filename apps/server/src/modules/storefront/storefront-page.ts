import { catalogPageAddress, decodedPath, type CatalogPageAddress } from './page-address';

/** A public page of the storefront, as the server sees its address before the browser does. */
export type StorefrontPage =
  | { kind: 'home' | 'courses' | 'products'; page: number }
  | { kind: 'category'; linkPath: string; page: number }
  | { kind: 'promotion'; id: number }
  | { kind: 'catalog'; address: CatalogPageAddress };

const CATEGORY = /^\/courses\/([^/]+)\/?$/;
const PROMOTION = /^\/promotion\/(\d{1,9})\/?$/;

/** `?page=` as the list pages read it: a whole number from 1, else 1. */
const pageOf = (search: URLSearchParams): number => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** The storefront page an address opens; null for the cart, accounts, the back office and the rest. */
export const storefrontPage = (url: string): StorefrontPage | null => {
  const address = catalogPageAddress(url);
  if (address) return { kind: 'catalog', address };
  const queryStart = url.indexOf('?');
  const path = decodedPath(queryStart === -1 ? url : url.slice(0, queryStart));
  const search = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  if (path === null) return null;
  if (path === '/') return { kind: 'home', page: pageOf(search) };
  if (path === '/courses' || path === '/courses/') return { kind: 'courses', page: pageOf(search) };
  if (path === '/products' || path === '/products/') return { kind: 'products', page: pageOf(search) };
  const category = CATEGORY.exec(path);
  if (category?.[1]) return { kind: 'category', linkPath: `/courses/${category[1]}`, page: pageOf(search) };
  const promotion = PROMOTION.exec(path);
  if (promotion) return { kind: 'promotion', id: Number(promotion[1]) };
  return null;
};
