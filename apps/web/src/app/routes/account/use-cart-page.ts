import { useState } from 'react';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cartOwnerOf } from '../../../features/cart/api/cart-owner';
import { useClearCart, useRemoveCartItem, useUpdateCartItem } from '../../../features/cart/api/change-cart';
import { useCart } from '../../../features/cart/api/get-cart';
import { useNotify } from '../../../hooks/use-notify';
import type { SignInMode } from './sign-in-tabs';

/** The cart page's data and cart changes: whose cart, its lines, and the sign-in modal's state. */
export const useCartPage = () => {
  const user = useCurrentUser();
  const owner = cartOwnerOf(user.data);
  const cart = useCart(user.isPending ? null : owner);
  const update = useUpdateCartItem(owner);
  const remove = useRemoveCartItem(owner);
  const clear = useClearCart(owner);
  const { notifyError } = useNotify();
  const [signIn, setSignIn] = useState<SignInMode | null>(null);
  const onError = { onError: notifyError };

  return {
    user: user.data,
    items: cart.data?.data ?? [],
    cartReady: !user.isPending && cart.isSuccess && !cart.isFetching,
    loading: user.isPending || cart.isPending,
    failed: cart.isError,
    busy: update.isPending || remove.isPending,
    changePlan: (itemId: number, planId: number) => update.mutate({ itemId, planId }, onError),
    changeQuantity: (itemId: number, quantity: number) => update.mutate({ itemId, quantity }, onError),
    removeLine: (itemId: number) => remove.mutate(itemId, onError),
    clearCart: () => clear.mutateAsync(),
    signIn,
    setSignIn,
  };
};
