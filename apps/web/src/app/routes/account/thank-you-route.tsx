import { useSearchParams } from 'react-router';
import { ThankYou } from '../../../features/orders/components/thank-you';

/** `/thankyou?orderId=<token>` (or without a query: a general thank-you). */
export const ThankYouRoute = () => {
  const [search] = useSearchParams();
  return <ThankYou token={search.get('orderId')} />;
};
