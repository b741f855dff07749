import { LockOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useTwoC2pPayment } from '../hooks/use-twoc2p-payment';
import { TwoC2pInstallmentTerms } from './twoc2p-installment-terms';

type TwoC2pPanelProps = { order: OrderDetail; amountText: string };

const INTRO = { card: 'method3', installment: 'method10', qr: 'method15' } as const;

/**
 * 2C2P card (3), installments (10) and QR (15): a button that asks the server for 2C2P's payment
 * page and goes there; for installments the buyer first picks a term and sees its monthly amount.
 */
export const TwoC2pPanel = ({ order, amountText }: TwoC2pPanelProps) => {
  const { t } = useTranslation();
  const payment = useTwoC2pPayment(order);
  const { kind, months } = payment;
  const label =
    kind === 'qr'
      ? t('payments.twoC2p.payQr', { amount: amountText })
      : kind === 'installment' && months !== null
        ? t('payments.twoC2p.payInstallments', { months })
        : kind === 'installment'
          ? t('payments.twoC2p.chooseTerm')
          : t('payments.twoC2p.pay', { amount: amountText });
  return (
    <>
      <Typography.Paragraph>{t(`payments.twoC2p.${INTRO[kind]}`)}</Typography.Paragraph>
      {kind === 'installment' && (
        <TwoC2pInstallmentTerms
          plans={payment.plans}
          currency={order.currency_code}
          loading={payment.loadingPlans}
          minimumTotal={payment.minimumTotal}
          months={months}
          onChoose={payment.choose}
        />
      )}
      {kind !== 'qr' && (
        <Typography.Paragraph type="secondary" className="card-form-note">
          <LockOutlined /> {t('payments.twoC2p.secureNote')}
        </Typography.Paragraph>
      )}
      <Button
        type="primary"
        block
        loading={payment.busy}
        disabled={kind === 'installment' && months === null}
        onClick={() => void payment.pay()}
      >
        {payment.busy ? t('payments.twoC2p.redirecting') : label}
      </Button>
    </>
  );
};
