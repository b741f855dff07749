import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/contract/http/page-sizes';
import type { GridPaging } from '../components/paged-grid';

/** What a list page shows, kept in the address so a filtered page can be shared and reloaded. */
export type ListParams = { page: number; limit: number; keyword: string; filter: string };

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const pageSize = (value: string | null) => {
  const size = positive(value, DEFAULT_PAGE_SIZE);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
};

const searchOf = (params: ListParams, changes: Partial<ListParams>): URLSearchParams => {
  const next = { ...params, ...changes };
  if (changes.page === undefined) next.page = 1;
  const entries: [string, string][] = [];
  if (next.page > 1) entries.push(['page', String(next.page)]);
  if (next.limit !== DEFAULT_PAGE_SIZE) entries.push(['limit', String(next.limit)]);
  if (next.keyword) entries.push(['keyword', next.keyword]);
  if (next.filter) entries.push(['filter', next.filter]);
  return new URLSearchParams(entries);
};

/** Page, page size (10/20/30/40, default 10), keyword and filter of a list page, from `?page=&limit=&keyword=&filter=`. */
export const useListParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(
    () => ({
      page: positive(search.get('page'), 1),
      limit: pageSize(search.get('limit')),
      keyword: search.get('keyword')?.trim() ?? '',
      filter: search.get('filter')?.trim() ?? '',
    }),
    [search],
  );

  /** Changes some parameters; a new keyword, filter or page size starts again at page 1. */
  const update = useCallback(
    (changes: Partial<ListParams>) => setSearch(searchOf(params, changes)),
    [params, setSearch],
  );

  /** The address of another page of this list (`?page=3&keyword=…`), for the pager's links. */
  const pageHref = useCallback((page: number) => `?${searchOf(params, { page }).toString()}`, [params]);

  /** The API query for these parameters (empty texts left out). */
  const query = useMemo(
    () => ({
      page: params.page,
      limit: params.limit,
      ...(params.keyword ? { keyword: params.keyword } : {}),
      ...(params.filter ? { filter: params.filter } : {}),
    }),
    [params],
  );

  /** The grid's pager over these parameters: a new page size starts again at page 1. */
  const paging = useMemo<GridPaging>(
    () => ({
      page: params.page,
      limit: params.limit,
      onChange: (page, limit) => update(limit === params.limit ? { page } : { limit }),
      hrefOf: pageHref,
    }),
    [params.page, params.limit, update, pageHref],
  );

  return { params, query, update, paging };
};
