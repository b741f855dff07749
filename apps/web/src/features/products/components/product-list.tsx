import { Alert, Button, Col, Empty, Input, Pagination, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@shop/contract/http/pagination';
import { useListParams } from '../../../hooks/use-list-params';
import { useProducts } from '../api/list-products';
import { ProductCard } from './product-card';
import '../../../components/list-page.css';

/** `/products`: products for sale, by category slug (`?filter=`) and keyword, 10/20/30/40 a page. */
export const ProductList = () => {
  const { t } = useTranslation();
  const { params, query, update } = useListParams();
  const products = useProducts(query);
  const data = products.data;

  return (
    <section aria-labelledby="product-list-heading">
      <div className="catalog-toolbar">
        <Typography.Title level={1} id="product-list-heading" className="catalog-page-title">
          {t('catalog.products.heading')}
        </Typography.Title>
        <Input.Search
          key={params.keyword}
          allowClear
          defaultValue={params.keyword}
          aria-label={t('catalog.products.searchPlaceholder')}
          placeholder={t('catalog.products.searchPlaceholder')}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
          className="catalog-search"
        />
      </div>
      {params.filter && (
        <Tag closable onClose={() => update({ filter: '' })} className="catalog-filter-tag">
          {t('catalog.list.filteredBy', { filter: params.filter })}
        </Tag>
      )}
      {products.isError && (
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void products.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {products.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {data?.data.length === 0 && <Empty description={t('catalog.products.empty')} />}
      {data && data.data.length > 0 && (
        <>
          <Row gutter={[24, 24]}>
            {data.data.map((product) => (
              <Col key={product.id} xs={24} sm={12} lg={8} xl={6}>
                <ProductCard product={product} />
              </Col>
            ))}
          </Row>
          <Pagination
            className="catalog-pagination"
            current={params.page}
            pageSize={params.limit}
            total={data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={(total) => t('catalog.products.count', { count: total })}
            onChange={(page, limit) => update(limit === params.limit ? { page } : { limit })}
          />
        </>
      )}
    </section>
  );
};
