import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import '../paypal.css';

type PayPalButtonProps = { busy: boolean; onClick: () => void };

/** A button in PayPal's colours with its wordmark; its name says what it does ('pay with PayPal'). */
export const PayPalButton = ({ busy, onClick }: PayPalButtonProps) => {
  const { t } = useTranslation();
  return (
    <Button
      className="paypal-button"
      block
      loading={busy}
      onClick={onClick}
      aria-label={busy ? t('payments.payPal.redirecting') : t('payments.payPal.buttonLabel')}
    >
      {busy ? (
        t('payments.payPal.redirecting')
      ) : (
        <>
          <span>{t('payments.payPal.buttonPrefix')}</span>
          <span className="paypal-wordmark" aria-hidden="true">
            <span className="paypal-wordmark-pay">Pay</span>
            <span className="paypal-wordmark-pal">Pal</span>
          </span>
        </>
      )}
    </Button>
  );
};
