/** A course or product page address of the web app, as the server sees it before the browser does. */
export type CatalogPageAddress = {
  kind: 'course' | 'product';
  /** The number before the first dash of the last segment. */
  id: number;
  /** The decoded path, without the query. */
  path: string;
  /** The query with its `?`, or ''. */
  search: string;
};

const CATALOG_PAGE = /^\/(course|product)\/(\d{1,9})(?:-[^/]*)?\/?$/;

/** A path with its percent-escapes decoded; null when they are broken. */
export const decodedPath = (rawPath: string): string | null => {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
};

/** `/course/12`, `/course/12-slug`, `/product/7-bag?x=1`; null for any other address. */
export const catalogPageAddress = (url: string): CatalogPageAddress | null => {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = decodedPath(rawPath);
  const match = path === null ? null : CATALOG_PAGE.exec(path);
  if (!path || !match) return null;
  return {
    kind: match[1] === 'product' ? 'product' : 'course',
    id: Number(match[2]),
    path,
    search: queryStart === -1 ? '' : url.slice(queryStart),
  };
};
