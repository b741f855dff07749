import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from './list-pager';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Empty } from './ui/empty';
import { Skeleton } from './ui/skeleton';
import './course-card.css';

/** Where the list is, how to move it, and the address of each page (the pager's links). */
export type GridPaging = {
  page: number;
  limit: number;
  onChange: (page: number, limit: number) => void;
  hrefOf: (page: number) => string;
};

type PagedGridProps<T> = {
  page: { data: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  countText: (total: number) => string;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Without paging the whole list is shown (category pages). */
  paging?: GridPaging | undefined;
};

/**
 * Cards in a grid that fits as many columns as the screen takes (one on a phone, four on a
 * laptop), with the list's states and paging of 10/20/30/40.
 */
export const PagedGrid = <T,>({
  page,
  isPending,
  isError,
  onRetry,
  emptyText,
  countText,
  itemKey,
  renderItem,
  paging,
}: PagedGridProps<T>) => {
  const { t } = useTranslation();
  if (isError) {
    return (
      <Alert
        type="error"
        title={t('common.loadFailed')}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (isPending || !page) return <Skeleton rows={6} />;
  if (page.data.length === 0) return <Empty description={emptyText} />;
  return (
    <>
      <ul className="card-grid">
        {page.data.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {paging && (
        <ListPager
          page={paging.page}
          limit={paging.limit}
          total={page.total}
          countText={countText(page.total)}
          hrefOf={paging.hrefOf}
          onChange={paging.onChange}
        />
      )}
    </>
  );
};
