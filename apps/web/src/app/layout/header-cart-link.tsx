import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { cartOwnerOf } from '../../features/cart/api/cart-owner';
import { useCart } from '../../features/cart/api/get-cart';

/** The cart in the header, with the number of lines in it. */
export const HeaderCartLink = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const cart = useCart(user.isPending ? null : cartOwnerOf(user.data));
  const count = cart.data?.data.length ?? 0;
  return (
    <Link to={paths.cart()} aria-label={t('checkout.cart.headerLink', { count })} className="shop-cart-link">
      <Badge size="small" count={count}>
        <ShoppingCartOutlined style={{ fontSize: 22 }} />
      </Badge>
    </Link>
  );
};
