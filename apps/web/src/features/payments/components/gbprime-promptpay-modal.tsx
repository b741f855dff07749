import { Button, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { currentLocale } from '../../../lib/texts';
import { formatCountdown } from '../lib/countdown';
import type { PromptPayOutcome, PromptPayQr } from '../lib/promptpay-state';

type GbPrimePromptPayModalProps = {
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
 * GB's PromptPay QR with the amount and its countdown; once it stops working, 'QR expired' (its time
 * ran out) or the bank's refusal with its reason, and 'new QR'.
 */
export const GbPrimePromptPayModal = (props: GbPrimePromptPayModalProps) => {
  const { open, qr, outcome, seconds, orderId, amountText, renewing, onRenew, onClose } = props;
  const { t } = useTranslation();
  const kind = outcome?.kind ?? 'waiting';
  const isDead = kind === 'expired' || kind === 'failed';
  return (
    <Modal
      open={open}
      title={t('payments.gbPrime.promptPayTitle')}
      footer={null}
      onCancel={onClose}
      width={420}
    >
      <div className="promptpay-modal">
        <Typography.Text strong>{t('payments.gbPrime.amount', { amount: amountText })}</Typography.Text>
        {kind === 'paid' && <Result status="success" title={t('payments.gbPrime.paid')} />}
        {kind === 'waiting' && qr && (
          <>
            <img
              className="promptpay-qr"
              src={qr.imageUrl}
              alt={t('payments.gbPrime.qrAlt', { id: orderId })}
            />
            {seconds !== null && (
              <Typography.Text>
                {t('payments.gbPrime.expiresIn', { time: formatCountdown(seconds) })}
              </Typography.Text>
            )}
            <Typography.Paragraph type="secondary">{t('payments.gbPrime.waiting')}</Typography.Paragraph>
          </>
        )}
        {isDead && (
          <div className="promptpay-expired" role="status">
            {outcome?.kind === 'failed' ? (
              <>
                <Typography.Title level={4}>{t('payments.gbPrime.refused')}</Typography.Title>
                <Typography.Paragraph>
                  {paymentFailureText(outcome.code, currentLocale())}
                </Typography.Paragraph>
              </>
            ) : (
              <Typography.Title level={4}>{t('payments.gbPrime.expired')}</Typography.Title>
            )}
            <Button type="primary" loading={renewing} onClick={onRenew}>
              {t('payments.gbPrime.newQr')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
};
