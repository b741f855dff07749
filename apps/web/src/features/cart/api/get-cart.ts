import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentCartRoute, visitorCartRoute } from '@shop/contract/cart/cart';
import { api } from '../../../lib/api-client';
import { cartKey, type CartOwner } from './cart-owner';

export const getCart = (owner: CartOwner) =>
  owner.kind === 'user'
    ? api.call(studentCartRoute, {})
    : api.call(visitorCartRoute, { params: { visitorId: owner.visitorId } });

export const cartQueryOptions = (owner: CartOwner) =>
  queryOptions({ queryKey: cartKey(owner), queryFn: () => getCart(owner) });

export const useCart = (owner: CartOwner | null) =>
  useQuery({ ...cartQueryOptions(owner ?? { kind: 'visitor', visitorId: '' }), enabled: owner !== null });
