import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The cart in the header. */
export const HeaderCartLink = () => {
  const { t } = useTranslation();
  return (
    <Link to={paths.cart()} aria-label={t('nav.cart')} className="shop-cart-link">
      <Badge size="small">
        <ShoppingCartOutlined style={{ fontSize: 22 }} />
      </Badge>
    </Link>
  );
};
