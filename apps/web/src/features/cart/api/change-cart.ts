import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse, SaveCartSelectionBody } from '@shop/contract/cart/cart';
import { api, lazyRoute } from '../../../lib/api-client';
import { cartKey, ownerFields, type CartOwner } from './cart-owner';

const cartRoutes = () => import('@shop/contract/cart/cart');
const addCartItemRoute = lazyRoute(cartRoutes, 'addCartItemRoute');
const updateCartItemRoute = lazyRoute(cartRoutes, 'updateCartItemRoute');
const removeCartItemRoute = lazyRoute(cartRoutes, 'removeCartItemRoute');
const saveCartSelectionRoute = lazyRoute(cartRoutes, 'saveCartSelectionRoute');
const clearCartRoute = lazyRoute(cartRoutes, 'clearCartRoute');

/** Every cart change answers with the whole cart, which replaces the cached one. */
const useCartMutation = <TInput>(owner: CartOwner, change: (input: TInput) => Promise<CartResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKey(owner), cart);
    },
  });
};

export const useAddCartItem = (owner: CartOwner) =>
  useCartMutation(owner, (input: { courseId: number; planId?: number; quantity?: number }) =>
    api.call(addCartItemRoute, {
      body: {
        ...ownerFields(owner),
        course_id: input.courseId,
        priecingplan_id: input.planId ?? -1,
        qty: input.quantity ?? 1,
      },
    }),
  );

export const useUpdateCartItem = (owner: CartOwner) =>
  useCartMutation(owner, (input: { itemId: number; planId?: number; quantity?: number }) =>
    api.call(updateCartItemRoute, {
      params: { itemId: input.itemId },
      body: {
        ...ownerFields(owner),
        ...(input.planId === undefined ? {} : { priecingplan_id: input.planId }),
        ...(input.quantity === undefined ? {} : { qty: input.quantity }),
      },
    }),
  );

export const useRemoveCartItem = (owner: CartOwner) =>
  useCartMutation(owner, (itemId: number) =>
    api.call(removeCartItemRoute, { params: { itemId }, query: ownerFields(owner) }),
  );

/** Keeps the buyer's checkout choices in the cart, so a reload or another device finds them. */
export const useSaveCartSelection = (owner: CartOwner) =>
  useCartMutation(owner, (choices: Omit<SaveCartSelectionBody, 'generate_id'>) =>
    api.call(saveCartSelectionRoute, { body: { ...ownerFields(owner), ...choices } }),
  );

/** Empties the cart after a completed payment. */
export const useClearCart = (owner: CartOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(clearCartRoute, { body: { user_id: owner.kind === 'user' ? owner.userId : owner.visitorId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKey(owner) }),
  });
};
