import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './list-orders';

const listAdminPaymentMethodsRoute = lazyRoute(
  () => import('@shop/contract/admin/payment-methods'),
  'listAdminPaymentMethodsRoute',
);
const listCoursesRoute = lazyRoute(() => import('@shop/contract/catalog/list-courses'), 'listCoursesRoute');
const listProductsRoute = lazyRoute(
  () => import('@shop/contract/catalog/catalog-extras'),
  'listProductsRoute',
);

export const listMethodOptions = async () => (await api.call(listAdminPaymentMethodsRoute, {})).data;

/** Every payment method, for the list's method filter. */
export const useMethodOptions = () =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_ORDERS_KEY, 'options', 'methods'],
      queryFn: listMethodOptions,
      staleTime: 5 * 60_000,
    }),
  );

/** Courses and products whose title has the words, for the list's course filter. */
export const listCourseOptions = async (keyword: string) => {
  const query = { limit: 20, ...(keyword ? { keyword } : {}) };
  const [courses, products] = await Promise.all([
    api.call(listCoursesRoute, { query }),
    api.call(listProductsRoute, { query }),
  ]);
  return [...courses.data, ...products.data].map((item) => ({ id: item.id, title: item.title }));
};

export const useCourseOptions = (keyword: string) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_ORDERS_KEY, 'options', 'courses', keyword],
      queryFn: () => listCourseOptions(keyword),
      staleTime: 60_000,
    }),
  );
