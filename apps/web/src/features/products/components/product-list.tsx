import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedGrid } from '../../../components/paged-grid';
import { useListParams } from '../../../hooks/use-list-params';
import { FilterTag } from '../../../components/filter-tag';
import { useProducts } from '../api/list-products';
import { ProductCard } from './product-card';
import '../../../components/list-page.css';

/** `/products`: products for sale, by category slug (`?filter=`) and keyword, 10/20/30/40 a page. */
export const ProductList = () => {
  const { t } = useTranslation();
  const { params, query, update, paging } = useListParams();
  const products = useProducts(query);

  return (
    <section aria-labelledby="product-list-heading">
      <ListToolbar
        headingId="product-list-heading"
        heading={t('catalog.products.heading')}
        searchLabel={t('catalog.products.searchPlaceholder')}
        keyword={params.keyword}
        onSearch={(keyword) => update({ keyword })}
      />
      {params.filter && <FilterTag filter={params.filter} onClear={() => update({ filter: '' })} />}
      <PagedGrid
        page={products.data}
        isPending={products.isPending}
        isError={products.isError}
        onRetry={() => void products.refetch()}
        emptyText={t('catalog.products.empty')}
        countText={(total) => t('catalog.products.count', { count: total })}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} headingLevel={2} />}
        paging={paging}
      />
    </section>
  );
};
