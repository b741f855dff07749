import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useOmiseCardPayment } from '../hooks/use-omise-card-payment';
import { CardPaymentForm } from './card-payment-form';

type OmiseCardPanelProps = { order: OrderDetail; amountText: string };

/** Method 8: the card form, tokenised at Omise's vault. */
export const OmiseCardPanel = ({ order, amountText }: OmiseCardPanelProps) => {
  const { t } = useTranslation();
  return (
    <CardPaymentForm
      payment={useOmiseCardPayment(order)}
      texts={{
        intro: t('payments.step.method8'),
        formLabel: t('payments.card.formLabel'),
        name: t('payments.card.name'),
        number: t('payments.card.number'),
        month: t('payments.card.month'),
        year: t('payments.card.year'),
        cvv: t('payments.card.cvv'),
        secureNote: t('payments.card.secureNote'),
        pay: t('payments.card.pay', { amount: amountText }),
      }}
    />
  );
};
