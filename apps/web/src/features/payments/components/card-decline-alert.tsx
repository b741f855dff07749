import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { currentLocale } from '../../../lib/texts';
import type { CardDecline } from '../lib/card-decline';

/**
 * A declined card, above the card form: when the reason is about one detail of the card it is
 * written under that field and this says to check it; otherwise the reason is here.
 */
export const CardDeclineAlert = ({ decline }: { decline: CardDecline | null }) => {
  const { t } = useTranslation();
  if (!decline) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="card-decline"
      title={t('payments.cardDecline.title')}
      description={
        decline.field === null
          ? `${paymentFailureText(decline.code, currentLocale())} ${t('payments.cardDecline.tryAgain')}`
          : t('payments.cardDecline.checkField')
      }
    />
  );
};
