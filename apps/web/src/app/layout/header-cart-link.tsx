import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutlineIcon } from '../../components/ui/outline-icon';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { cartOwnerOf } from '../../features/cart/api/cart-owner';
import { useCart } from '../../features/cart/api/get-cart';
import { isNewVisitor } from '../../lib/visitor-id';

/** The cart in the header, with the number of lines in it (the link's name says it in words). */
export const HeaderCartLink = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const owner = user.isPending ? null : cartOwnerOf(user.data);
  // A browser that got its visitor id on this page has an empty cart: the header asks for none,
  // and a first visit loads no code for it before the reader does anything.
  const cart = useCart(owner, { ask: !(owner?.kind === 'visitor' && isNewVisitor()) });
  const count = cart.data?.data.length ?? 0;
  return (
    <Link to={paths.cart()} aria-label={t('checkout.cart.headerLink', { count })} className="shop-cart-link">
      <OutlineIcon className="shop-cart-icon">
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
      </OutlineIcon>
      {count > 0 && (
        <span className="shop-cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
};
