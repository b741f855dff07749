import { Button, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { currentLocale } from '../../../lib/texts';
import { formatCountdown } from '../lib/countdown';
import type { PromptPayOutcome, PromptPayQr } from '../lib/promptpay-state';

type PromptPayModalProps = {
  open: boolean;
  qr: PromptPayQr | null;
  outcome: PromptPayOutcome | null;
  seconds: number | null;
  orderId: number;
  amountText: string;
  renewing: boolean;
  onRenew: () => void;
  onClose: () => void;
};

/**
 * The PromptPay QR with the amount and its countdown; once it stops working, 'QR expired' (its time
 * ran out) or the bank's refusal with its reason, and 'new QR'.
 */
export const PromptPayModal = (props: PromptPayModalProps) => {
  const { open, qr, outcome, seconds, orderId, amountText, renewing, onRenew, onClose } = props;
  const { t } = useTranslation();
  const kind = outcome?.kind ?? 'waiting';
  const isDead = kind === 'expired' || kind === 'failed';
  return (
    <Modal open={open} title={t('payments.promptPay.title')} footer={null} onCancel={onClose} width={420}>
      <div className="promptpay-modal">
        <Typography.Text strong>{t('payments.promptPay.amount', { amount: amountText })}</Typography.Text>
        {kind === 'paid' && <Result status="success" title={t('payments.promptPay.paid')} />}
        {kind === 'waiting' && qr && (
          <>
            <img
              className="promptpay-qr"
              src={qr.imageUrl}
              alt={t('payments.promptPay.qrAlt', { id: orderId })}
            />
            {seconds !== null && (
              <Typography.Text>
                {t('payments.promptPay.expiresIn', { time: formatCountdown(seconds) })}
              </Typography.Text>
            )}
            <Typography.Paragraph type="secondary">{t('payments.promptPay.waiting')}</Typography.Paragraph>
          </>
        )}
        {isDead && (
          <div className="promptpay-expired" role="status">
            {outcome?.kind === 'failed' ? (
              <>
                <Typography.Title level={4}>{t('payments.promptPay.refused')}</Typography.Title>
                <Typography.Paragraph>
                  {paymentFailureText(outcome.code, currentLocale())}
                </Typography.Paragraph>
              </>
            ) : (
              <Typography.Title level={4}>{t('payments.promptPay.expired')}</Typography.Title>
            )}
            <Button type="primary" loading={renewing} onClick={onRenew}>
              {t('payments.promptPay.newQr')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
};
