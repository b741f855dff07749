import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { SignInRequired } from './sign-in-required';
import './account-pages.css';

/** `/myaccount/student/order`: the student's orders; a visitor signs in first. */
export const MyOrdersRoute = () => {
  const { t } = useTranslation();
  return (
    <SignInRequired>
      <div className="account-narrow account-orders">
        <Typography.Title level={1} className="account-page-title">
          {t('checkout.orders.title')}
        </Typography.Title>
        <MyOrders />
      </div>
    </SignInRequired>
  );
};
