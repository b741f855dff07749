import { ProductList } from '../../../features/products/components/product-list';

/** `/products`: the product list with its filter and keyword. */
export const ProductsRoute = () => <ProductList />;
