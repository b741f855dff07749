import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { PromptPayOutcome } from '../lib/promptpay-state';
import type { ScbQrView } from '../lib/scb-qr-state';
import { usePromptPayTexts } from '../hooks/use-promptpay-texts';
import { PromptPayQrModal, type PromptPayQrModalProps } from './promptpay-qr-modal';
import { ScbQrModal } from './scb-qr-modal';

const QR = { imageUrl: 'data:image/png;base64,iVBORw0KGgo=', expiresAt: null, attemptId: 31 };

type ModalProps = Omit<PromptPayQrModalProps, 'texts'>;

const promptPayModals = [
  {
    name: 'Omise PromptPay',
    Modal: (props: ModalProps) => <PromptPayQrModal {...props} texts={usePromptPayTexts('omise')} />,
  },
  {
    name: 'GB Prime Pay PromptPay',
    Modal: (props: ModalProps) => <PromptPayQrModal {...props} texts={usePromptPayTexts('gbPrime')} />,
  },
];

const showPromptPay = (Modal: (typeof promptPayModals)[number]['Modal'], outcome: PromptPayOutcome) =>
  render(
    <App>
      <Modal
        open
        qr={QR}
        outcome={outcome}
        seconds={0}
        orderId={7}
        amountText="2,664.30 THB"
        renewing={false}
        onRenew={vi.fn()}
        onClose={vi.fn()}
      />
    </App>,
  );

const showScb = (view: ScbQrView) =>
  render(
    <App>
      <ScbQrModal
        open
        view={view}
        secondsLeft={0}
        orderId={7}
        amountText="2,664.30 THB"
        notPaidYet={false}
        checking={false}
        renewing={false}
        onDone={vi.fn()}
        onRenew={vi.fn()}
        onClose={vi.fn()}
      />
    </App>,
  );

describe('a QR the bank refused to pay', () => {
  it.each(promptPayModals)(
    '($name) is headed with the refusal and its reason, not as expired',
    ({ Modal }) => {
      showPromptPay(Modal, { kind: 'failed', code: 'payment_rejected' });

      expect(screen.getByText('The bank refused the payment')).toBeInTheDocument();
      expect(
        screen.getByText('The bank rejected the payment. Please use another card or method'),
      ).toBeInTheDocument();
      expect(screen.queryByText('QR expired')).toBeNull();
    },
  );

  it.each(promptPayModals)('($name) says expired only when its time ran out', ({ Modal }) => {
    showPromptPay(Modal, { kind: 'expired' });

    expect(screen.getByText('QR expired')).toBeInTheDocument();
    expect(screen.queryByText('The bank refused the payment')).toBeNull();
  });

  it('(SCB) is headed with the refusal, and a QR that could not be made says so', () => {
    const { unmount } = showScb({ kind: 'failed', code: 'payment_rejected' });
    expect(screen.getByRole('alert')).toHaveTextContent('The bank refused the payment');
    expect(screen.getByRole('alert')).toHaveTextContent('The bank rejected the payment');
    unmount();

    showScb({ kind: 'createFailed', code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(screen.getByRole('alert')).toHaveTextContent('The QR code could not be made');
  });
});
