import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useGbPrimeCardPayment } from '../hooks/use-gbprime-card-payment';
import { CardPaymentForm } from './card-payment-form';

type GbPrimeCardPanelProps = { order: OrderDetail; amountText: string };

/** Method 11: the card form (the look of the Omise form), tokenised at GB Prime Pay; then the issuer's 3-D Secure page. */
export const GbPrimeCardPanel = ({ order, amountText }: GbPrimeCardPanelProps) => {
  const { t } = useTranslation();
  return (
    <CardPaymentForm
      payment={useGbPrimeCardPayment(order)}
      texts={{
        intro: t('payments.gbPrime.cardIntro'),
        formLabel: t('payments.gbPrime.formLabel'),
        name: t('payments.gbPrime.name'),
        number: t('payments.gbPrime.number'),
        month: t('payments.gbPrime.month'),
        year: t('payments.gbPrime.year'),
        cvv: t('payments.gbPrime.cvv'),
        secureNote: t('payments.gbPrime.secureNote'),
        pay: t('payments.gbPrime.pay', { amount: amountText }),
      }}
    />
  );
};
