import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';
import { cartKey, type CartOwner } from './cart-owner';

const studentCartRoute = lazyRoute(() => import('@shop/contract/cart/cart'), 'studentCartRoute');
const visitorCartRoute = lazyRoute(() => import('@shop/contract/cart/cart'), 'visitorCartRoute');

export const getCart = (owner: CartOwner) =>
  owner.kind === 'user'
    ? api.call(studentCartRoute, {})
    : api.call(visitorCartRoute, { params: { visitorId: owner.visitorId } });

export const cartQueryOptions = (owner: CartOwner) =>
  queryOptions({ queryKey: cartKey(owner), queryFn: () => getCart(owner) });

/** `ask: false` keeps to what the page already knows of the cart (what it added itself). */
export const useCart = (owner: CartOwner | null, { ask = true } = {}) =>
  useQuery({
    ...cartQueryOptions(owner ?? { kind: 'visitor', visitorId: '' }),
    enabled: owner !== null && ask,
  });
