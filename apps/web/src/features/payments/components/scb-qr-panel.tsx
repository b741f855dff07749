import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useScbQrPayment } from '../hooks/use-scb-qr-payment';
import { ScbQrModal } from './scb-qr-modal';

type ScbQrPanelProps = { order: OrderDetail; amountText: string };

/** SCB QR (4): the button opens spec 2's Bank QR modal with a Thai QR from SCB. */
export const ScbQrPanel = ({ order, amountText }: ScbQrPanelProps) => {
  const { t } = useTranslation();
  const scb = useScbQrPayment(order);
  return (
    <>
      <Typography.Paragraph>{t('payments.scbQr.intro')}</Typography.Paragraph>
      <Button type="primary" loading={scb.creating} onClick={() => void scb.start()}>
        {scb.hasOpenQr ? t('payments.scbQr.showAgain') : t('payments.scbQr.pay')}
      </Button>
      <ScbQrModal
        open={scb.open}
        view={scb.view}
        secondsLeft={scb.secondsLeft}
        orderId={order.id}
        amountText={amountText}
        notPaidYet={scb.notPaidYet}
        checking={scb.checking}
        renewing={scb.creating}
        onDone={() => void scb.done()}
        onRenew={() => void scb.renew()}
        onClose={scb.close}
      />
    </>
  );
};
