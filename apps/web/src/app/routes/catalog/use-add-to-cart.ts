import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cartOwnerOf } from '../../../features/cart/api/cart-owner';
import { useAddCartItem } from '../../../features/cart/api/change-cart';
import { useNotify } from '../../../hooks/use-notify';

export type CartLine = { courseId: number; planId?: number; quantity?: number };

/**
 * Puts a course or product in the viewer's cart (their own, or this browser's visitor cart), then
 * opens the cart, or runs `onAdded` instead; a refusal is shown as a notification.
 */
export const useAddToCart = () => {
  const user = useCurrentUser();
  const owner = useMemo(() => cartOwnerOf(user.data), [user.data]);
  const addItem = useAddCartItem(owner);
  const navigate = useNavigate();
  const { notifyError } = useNotify();
  const { mutate } = addItem;

  const add = useCallback(
    (line: CartLine, onAdded?: () => void) =>
      mutate(line, {
        onSuccess: () => {
          if (onAdded) onAdded();
          else void navigate(paths.cart());
        },
        onError: notifyError,
      }),
    [mutate, navigate, notifyError],
  );

  return { add, isPending: addItem.isPending };
};
