import type { QueryClient } from '@tanstack/react-query';
import { ignore } from '../../route-prefetch';
import { currentUserQueryOptions } from '../../../features/auth/api/current-user';
import { cartOwnerOf } from '../../../features/cart/api/cart-owner';
import { cartQueryOptions } from '../../../features/cart/api/get-cart';
import { ownedCoursesQueryOptions } from '../../../features/checkout/api/list-owned-courses';
import { paymentMethodsQueryOptions } from '../../../features/checkout/api/list-payment-methods';
import { plansQueryOptions } from '../../../features/checkout/api/list-plans';
import { promotionsQueryOptions } from '../../../features/checkout/api/list-promotions';
import { studentProfileQueryOptions } from '../../../features/checkout/api/get-student-profile';
import { siteSettingsQueryOptions } from '../../../features/settings/api/site-settings';

/**
 * What `/cart` shows, asked for at once: the settings, promotions and payment methods beside the
 * session; the cart as soon as the session says whose; its plans as soon as the cart says which
 * courses. Only that chain is in sequence, and it starts with the navigation.
 */
export const prefetchCart = async (client: QueryClient) => {
  const session = client.query(currentUserQueryOptions());
  void client.query(siteSettingsQueryOptions()).catch(ignore);
  void client.query(promotionsQueryOptions()).catch(ignore);
  void client.query(paymentMethodsQueryOptions()).catch(ignore);
  const user = await session;
  if (user) {
    void client.query(ownedCoursesQueryOptions(true)).catch(ignore);
    void client.query(studentProfileQueryOptions(true)).catch(ignore);
  }
  const cart = await client.query(cartQueryOptions(cartOwnerOf(user)));
  const courseIds = cart.data.map((item) => item.course_id);
  if (courseIds.length > 0) await client.query(plansQueryOptions(courseIds)).catch(ignore);
};
