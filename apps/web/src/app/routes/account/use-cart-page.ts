import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cartKey, cartOwnerOf } from '../../../features/cart/api/cart-owner';
import {
  useClearCart,
  useRemoveCartItem,
  useSaveCartSelection,
  useUpdateCartItem,
} from '../../../features/cart/api/change-cart';
import { useCart } from '../../../features/cart/api/get-cart';
import type { CheckoutSelection } from '../../../features/checkout/lib/checkout-types';
import { keptChoicesBody, type ChoicesKeeper } from '../../../features/checkout/lib/kept-choices';
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
  const save = useSaveCartSelection(owner);
  const queryClient = useQueryClient();
  const { notifyError } = useNotify();
  const [signIn, setSignIn] = useState<SignInMode | null>(null);
  // A refused save changed nothing on the server: reading the kept choices again puts them back.
  const [refusedSaves, setRefusedSaves] = useState(0);
  const onError = { onError: notifyError };
  const keeper: ChoicesKeeper = {
    kept:
      user.isPending || !cart.data
        ? null
        : { key: `${cartKey(owner)[1]}#${String(refusedSaves)}`, choices: cart.data.cart },
    keep: (selection: CheckoutSelection) =>
      save.mutate(keptChoicesBody(selection), {
        onError: (error) => {
          notifyError(error);
          setRefusedSaves((count) => count + 1);
        },
      }),
  };

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
    keeper,
    /** Reads the cart again, e.g. after an order was refused, so a coupon no longer valid is dropped with why. */
    refreshCart: () => queryClient.invalidateQueries({ queryKey: cartKey(owner) }),
    signIn,
    setSignIn,
  };
};
