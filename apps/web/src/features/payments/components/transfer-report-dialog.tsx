import type { OrderDetail } from '@shop/contract/orders/order';
import { useBankTransferReport } from '../hooks/use-bank-transfer-report';
import { BankTransferForm } from './bank-transfer-form';
import { PaymentNotificationDialog } from './payment-notification-dialog';

type TransferReportDialogProps = {
  order: OrderDetail;
  open: boolean;
  layoutFour: boolean;
  amountText: string;
  onNotifyLater: () => void;
};

/** The notification dialog with the transfer form in it: 'notify payment' sends the report. */
export const TransferReportDialog = ({
  order,
  open,
  layoutFour,
  amountText,
  onNotifyLater,
}: TransferReportDialogProps) => {
  const report = useBankTransferReport(order);
  return (
    <PaymentNotificationDialog
      open={open}
      layoutFour={layoutFour}
      notifying={report.submitting}
      waiting={report.slipUploading}
      amountText={amountText}
      onNotifyLater={onNotifyLater}
      onNotifyPayment={() => void report.submit()}
    >
      <BankTransferForm
        form={report.form}
        initialValues={report.initialValues}
        accounts={report.accounts}
        currency={order.currency_code}
        slipRequired={report.slipRequired}
        onSubmit={() => void report.submit()}
        onValuesChange={report.clearChanged}
        onSlipUploadingChange={report.setSlipUploading}
      />
    </PaymentNotificationDialog>
  );
};
