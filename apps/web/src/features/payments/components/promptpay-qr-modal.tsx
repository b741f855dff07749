import { Button, Modal, Result, Typography } from 'antd';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { currentLocale } from '../../../lib/texts';
import type { PromptPayTexts } from '../hooks/use-promptpay-texts';
import { formatCountdown } from '../lib/countdown';
import type { PromptPayOutcome, PromptPayQr } from '../lib/promptpay-state';
import { QrPhoneActions } from './qr-phone-actions';

export type PromptPayQrModalProps = {
  open: boolean;
  qr: PromptPayQr | null;
  outcome: PromptPayOutcome | null;
  seconds: number | null;
  orderId: number;
  amountText: string;
  renewing: boolean;
  onRenew: () => void;
  onClose: () => void;
  texts: PromptPayTexts;
};

/**
 * A PromptPay QR with the amount and its countdown; once it stops working, 'QR expired' (its time
 * ran out) or the bank's refusal with its reason, and 'new QR'. Every PromptPay provider shows it.
 */
export const PromptPayQrModal = (props: PromptPayQrModalProps) => {
  const { open, qr, outcome, seconds, orderId, amountText, renewing, onRenew, onClose, texts } = props;
  const kind = outcome?.kind ?? 'waiting';
  const isDead = kind === 'expired' || kind === 'failed';
  return (
    <Modal
      open={open}
      title={texts.title}
      footer={null}
      onCancel={onClose}
      width={420}
      centered
      className="promptpay-dialog"
    >
      <div className="promptpay-modal">
        <Typography.Text strong>{texts.amount(amountText)}</Typography.Text>
        {kind === 'paid' && <Result status="success" title={texts.paid} />}
        {kind === 'waiting' && qr && (
          <>
            {/* The time left sits above the QR, so it stays on a phone's screen with the amount. */}
            {seconds !== null && (
              <Typography.Text>{texts.expiresIn(formatCountdown(seconds))}</Typography.Text>
            )}
            <img className="promptpay-qr" src={qr.imageUrl} alt={texts.qrAlt(orderId)} />
            <QrPhoneActions imageUrl={qr.imageUrl} orderId={orderId} />
            <Typography.Paragraph type="secondary">{texts.waiting}</Typography.Paragraph>
          </>
        )}
        {isDead && (
          <div className="promptpay-expired" role="status">
            {outcome?.kind === 'failed' ? (
              <>
                <Typography.Title level={4}>{texts.refused}</Typography.Title>
                <Typography.Paragraph>
                  {paymentFailureText(outcome.code, currentLocale())}
                </Typography.Paragraph>
              </>
            ) : (
              <Typography.Title level={4}>{texts.expired}</Typography.Title>
            )}
            <Button type="primary" loading={renewing} onClick={onRenew}>
              {texts.newQr}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
};
