import { Alert, Button, Col, Empty, Pagination, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@shop/contract/http/pagination';
import { pagerLinks } from './pager-link';

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

/** Cards in a responsive grid (1, 2, 3, 4 columns) with the list's states and paging of 10/20/30/40. */
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
        showIcon
        title={t('common.loadFailed')}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    );
  }
  if (isPending || !page) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (page.data.length === 0) return <Empty description={emptyText} />;
  return (
    <>
      <Row gutter={[24, 24]}>
        {page.data.map((item) => (
          <Col key={itemKey(item)} xs={24} sm={12} lg={8} xl={6}>
            {renderItem(item)}
          </Col>
        ))}
      </Row>
      {paging && (
        <Pagination
          className="catalog-pagination"
          current={paging.page}
          pageSize={paging.limit}
          total={page.total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          showTotal={countText}
          onChange={paging.onChange}
          itemRender={pagerLinks(paging.hrefOf)}
        />
      )}
    </>
  );
};
