import { Alert, Button, Modal, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@shop/domain/errors/error-codes';
import { paymentFailureText } from '@shop/domain/payments/failure-texts';
import { currentLocale, errorMessage } from '../../../lib/texts';
import { formatCountdown } from '../lib/countdown';
import type { ScbQrView } from '../lib/scb-qr-state';

type ScbQrModalProps = {
  open: boolean;
  view: ScbQrView;
  secondsLeft: number | null;
  orderId: number;
  amountText: string;
  notPaidYet: boolean;
  checking: boolean;
  renewing: boolean;
  onDone: () => void;
  onRenew: () => void;
  onClose: () => void;
};

const MIN_HEIGHT = 400;

/** The failure's text: the server's refusal, SCB's own code, or the general one. */
const FailureText = ({ code }: { code: string | null }) => (
  <Typography.Paragraph>
    {code !== null && isErrorCode(code) ? errorMessage(code) : paymentFailureText(code, currentLocale())}
  </Typography.Paragraph>
);

/**
 * Spec 2's Bank QR modal, titled 'please pay before': the countdown to the QR's end, the QR, Done
 * and Try again; at least 400 px high. At zero the image is cleared and Try again offered; a bank's
 * refusal of the payment is headed as such, with its reason, not as a QR that could not be made.
 */
export const ScbQrModal = (props: ScbQrModalProps) => {
  const { open, view, secondsLeft, orderId, amountText, notPaidYet, checking, renewing } = props;
  const { t } = useTranslation();
  const isWaiting = view.kind === 'waiting';
  const canRenew = view.kind === 'createFailed' || view.kind === 'expired' || view.kind === 'failed';
  return (
    <Modal
      open={open}
      title={t('payments.scbQr.title')}
      onCancel={props.onClose}
      width={440}
      styles={{ body: { minHeight: MIN_HEIGHT } }}
      footer={[
        canRenew && (
          <Button key="renew" loading={renewing} onClick={props.onRenew}>
            {t('payments.scbQr.tryAgain')}
          </Button>
        ),
        <Button
          key="done"
          type="primary"
          loading={checking}
          onClick={isWaiting ? props.onDone : props.onClose}
        >
          {t('payments.scbQr.done')}
        </Button>,
      ]}
    >
      <div className="promptpay-modal">
        <Typography.Text strong>{t('payments.scbQr.amount', { amount: amountText })}</Typography.Text>
        {isWaiting && secondsLeft !== null && (
          <Typography.Title level={3} role="timer" aria-label={t('payments.scbQr.timeLeft')}>
            {formatCountdown(secondsLeft)}
          </Typography.Title>
        )}
        {view.kind === 'creating' && <Spin description={t('payments.scbQr.creating')} />}
        {view.kind === 'waiting' && (
          <>
            <img
              className="promptpay-qr"
              src={view.qr.imageUrl}
              alt={t('payments.scbQr.qrAlt', { id: orderId })}
            />
            <Typography.Paragraph type="secondary">{t('payments.scbQr.waiting')}</Typography.Paragraph>
            {notPaidYet && <Alert type="info" showIcon title={t('payments.scbQr.notPaidYet')} />}
          </>
        )}
        {view.kind === 'paid' && <Result status="success" title={t('payments.scbQr.paid')} />}
        {view.kind === 'expired' && (
          <Result
            status="warning"
            title={t('payments.scbQr.expired')}
            subTitle={t('payments.scbQr.expiredHint')}
          />
        )}
        {(view.kind === 'createFailed' || view.kind === 'failed') && (
          <div role="alert">
            <Typography.Title level={4}>
              {view.kind === 'failed' ? t('payments.scbQr.refused') : t('payments.scbQr.failed')}
            </Typography.Title>
            <FailureText code={view.code} />
          </div>
        )}
      </div>
    </Modal>
  );
};
