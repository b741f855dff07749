import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { cartOwnerOf } from '../../features/cart/api/cart-owner';
import { useCart } from '../../features/cart/api/get-cart';

/** The cart in the header, with the number of lines in it (the link's name says it in words). */
export const HeaderCartLink = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const cart = useCart(user.isPending ? null : cartOwnerOf(user.data));
  const count = cart.data?.data.length ?? 0;
  return (
    <Link to={paths.cart()} aria-label={t('checkout.cart.headerLink', { count })} className="shop-cart-link">
      <Icon icon={ShoppingCartOutlined} size={22} />
      {count > 0 && (
        <span className="shop-cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
};
