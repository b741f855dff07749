import { useParams } from 'react-router';
import { OrderPageView } from '../../../features/orders/components/order-page';
import { NotFoundRoute } from '../not-found';
import { SignInRequired } from './sign-in-required';
import './account-pages.css';

/** `/myaccount/student/order/<orderId>`: one of the student's orders; a visitor is asked to sign in. */
export const MyOrderRoute = () => {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return <NotFoundRoute />;
  return (
    <SignInRequired>
      <div className="account-narrow account-order">
        <OrderPageView orderId={orderId} />
      </div>
    </SignInRequired>
  );
};
