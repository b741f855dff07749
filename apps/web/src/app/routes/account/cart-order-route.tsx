import { useLocation, useParams } from 'react-router';
import { PaymentStep } from '../../../features/payments/components/payment-step';
import type { PaymentStepState } from '../../../features/checkout/hooks/use-place-order';
import { NotFoundRoute } from '../not-found';
import { SignInRequired } from './sign-in-required';
import './account-pages.css';

const isLayoutFour = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as PaymentStepState).layoutFour === true;

/** `/cart/{orderId}`: the payment step of an order. */
export const CartOrderRoute = () => {
  const { orderId } = useParams();
  const location = useLocation();
  const id = Number(orderId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundRoute />;
  return (
    <SignInRequired>
      <PaymentStep key={id} orderId={id} layoutFour={isLayoutFour(location.state)} />
    </SignInRequired>
  );
};
