import { DatePicker, Form, Input, TimePicker, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PublicPaymentMethod } from '@shop/contract/catalog/payment-method';
import { useOriginBanks } from '../api/list-origin-banks';
import { DATE_FORMAT, numericAmountText, TIME_FORMAT, type TransferFormValues } from '../lib/transfer-form';
import { DestinationAccounts } from './destination-accounts';
import { OriginBankSelect } from './origin-bank-select';
import { SlipUpload } from './slip-upload';

type BankTransferFormProps = {
  form: FormInstance<TransferFormValues>;
  initialValues: TransferFormValues;
  accounts: PublicPaymentMethod['bankList'];
  currency: string;
  slipRequired: boolean;
  onSubmit: () => void;
  onValuesChange: (changed: Partial<TransferFormValues>) => void;
  onSlipUploadingChange: (uploading: boolean) => void;
};

// A transfer cannot be reported for a later day; one day of slack covers a buyer's time zone.
const isLaterDay = (day: Dayjs) => day.isAfter(dayjs().add(1, 'day'), 'day');

/** Spec 2's bank-transfer report form; the checks run on submit (see useBankTransferReport). */
export const BankTransferForm = (props: BankTransferFormProps) => {
  const {
    form,
    initialValues,
    accounts,
    currency,
    slipRequired,
    onSubmit,
    onValuesChange,
    onSlipUploadingChange,
  } = props;
  const { t } = useTranslation();
  const banks = useOriginBanks();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      onValuesChange={onValuesChange}
      aria-label={t('payments.transfer.formLabel')}
      className="bank-transfer-form"
    >
      <Form.Item name="contact_name" label={t('payments.transfer.contactName')}>
        <Input autoComplete="name" />
      </Form.Item>
      <div className="payment-form-columns">
        <Form.Item name="email" label={t('payments.transfer.email')}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="tel" label={t('payments.transfer.tel')}>
          <Input type="tel" autoComplete="tel" />
        </Form.Item>
      </div>
      <Form.Item name="bank_account" label={t('payments.transfer.bankAccount')} required>
        <DestinationAccounts accounts={accounts} />
      </Form.Item>
      <Form.Item name="bank_code" label={t('payments.transfer.bankCode')} required>
        <OriginBankSelect banks={banks.data ?? []} loading={banks.isPending} />
      </Form.Item>
      <Form.Item
        name="transfer_amount"
        label={t('payments.transfer.transferAmount')}
        required
        normalize={(typed: string) => numericAmountText(typed)}
      >
        <Input inputMode="decimal" autoComplete="off" suffix={currency} />
      </Form.Item>
      <div className="payment-form-columns">
        <Form.Item name="transfer_datetime" label={t('payments.transfer.transferDate')} required>
          <DatePicker
            format={DATE_FORMAT}
            placeholder={DATE_FORMAT}
            disabledDate={isLaterDay}
            className="full-width"
          />
        </Form.Item>
        <Form.Item name="time" label={t('payments.transfer.transferTime')} required>
          <TimePicker format={TIME_FORMAT} placeholder={TIME_FORMAT} className="full-width" />
        </Form.Item>
      </div>
      <Form.Item name="description" label={t('payments.transfer.description')}>
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
      <Form.Item name="slip" label={t('payments.transfer.slip')} required={slipRequired}>
        <SlipUpload onUploadingChange={onSlipUploadingChange} />
      </Form.Item>
    </Form>
  );
};
