import type { TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useSearchParams } from 'react-router';

/** Page sizes a back-office list offers. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

export type AdminListQuery = {
  page: number;
  pageSize: number;
  sort?: string;
  keyword?: string;
} & Record<string, string | number | undefined>;

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The list query an address asks for (also read by a route's prefetch, before its page renders). */
export const adminListQueryOf = (search: URLSearchParams, filterNames: readonly string[]): AdminListQuery => {
  const query: AdminListQuery = {
    page: positive(search.get('page'), 1),
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(positive(search.get('pageSize'), 0))
      ? positive(search.get('pageSize'), DEFAULT_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE,
  };
  for (const name of ['sort', 'keyword', ...filterNames]) {
    const value = search.get(name);
    if (value !== null && value !== '') query[name] = value;
  }
  return query;
};

/**
 * A back-office list's page, size, sort, keyword and filters, kept in the address so a filtered
 * list can be reloaded, shared and reached with Back. Changing a filter goes back to page 1.
 */
export const useAdminListParams = (filterNames: readonly string[]) => {
  const [search, setSearch] = useSearchParams();
  const query = adminListQueryOf(search, filterNames);

  const update = (changes: Record<string, string | number | undefined | null>, keepPage = false) => {
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!keepPage && !('page' in changes)) next.delete('page');
      return next;
    });
  };

  /** Ant Design's table pagination for `total` rows. */
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: query.page,
    pageSize: query.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [...ADMIN_PAGE_SIZES],
  });

  /** Ant Design's table `onChange`: a new page or page size, or a column's sort. */
  const onTableChange = <T>(
    page: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof single?.columnKey === 'string' ? single.columnKey : undefined;
    const sort = field && single?.order ? (single.order === 'descend' ? `-${field}` : field) : undefined;
    update(
      {
        page: page.current && page.current > 1 ? page.current : undefined,
        pageSize: page.pageSize === DEFAULT_PAGE_SIZE ? undefined : page.pageSize,
        sort,
      },
      true,
    );
  };

  /** The column's current sort order, for Ant Design's `sortOrder`. */
  const sortOrderOf = (field: string): 'ascend' | 'descend' | null => {
    if (query.sort === field) return 'ascend';
    if (query.sort === `-${field}`) return 'descend';
    return null;
  };

  /** A light table's `aria-sort` of a sortable column. */
  const sortOf = (field: string) => {
    const order = sortOrderOf(field);
    if (order === null) return 'none';
    return order === 'ascend' ? 'ascending' : 'descending';
  };

  /** A click on a column's header: ascending, then descending, then unsorted, as Ant Design's table. */
  const sortBy = (field: string) => {
    const order = sortOrderOf(field);
    const sort = order === null ? field : order === 'ascend' ? `-${field}` : undefined;
    update({ sort }, true);
  };

  /** The address of another page of the list (the pager's links), every other parameter kept. */
  const hrefOfPage = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const text = next.toString();
    return text === '' ? '?' : `?${text}`;
  };

  /** The light pager's move: another page, or another page size (which starts at page 1). */
  const turnPage = (page: number, pageSize: number) => {
    update(
      { page: page > 1 ? page : undefined, pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize },
      true,
    );
  };

  return { query, update, pagination, onTableChange, sortOrderOf, sortOf, sortBy, hrefOfPage, turnPage };
};

/** The query sent to the server: the parameters that are set, nothing else. */
export const listQueryOf = (query: AdminListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
