import { PaymentReturn } from '../../../features/payments/components/payment-return';
import { SignInRequired } from './sign-in-required';
import './account-pages.css';

/** `/payment/{orderId}`: where a provider's page sends the buyer back; shows the order's real state. */
export const PaymentReturnRoute = () => (
  <SignInRequired>
    <PaymentReturn />
  </SignInRequired>
);
