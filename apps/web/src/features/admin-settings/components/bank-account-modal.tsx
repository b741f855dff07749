import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminBankAccount, BankAccountBody } from '@shop/contract/admin/bank-accounts';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { currentLocale } from '../../../lib/texts';
import { useSaveBankAccount } from '../api/save-bank-account';
import { ImageUploadField } from './image-upload-field';

type Values = Required<BankAccountBody>;

const EMPTY: Values = {
  bank: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_id: '',
  account_name: '',
  prompt_pay_image: null,
  is_active: true,
  sort_order: 0,
};

const valuesOf = (account: AdminBankAccount | null): Values =>
  account
    ? {
        bank: account.bank,
        bank_name: account.bank_name,
        account_id: account.account_id,
        account_name: account.account_name,
        prompt_pay_image: account.prompt_pay_image,
        is_active: account.is_active,
        sort_order: account.sort_order,
      }
    : EMPTY;

/** Adds or edits one bank account; choosing a bank fills in its name, which can still be changed. */
export const BankAccountModal = ({
  account,
  onClose,
}: {
  account: AdminBankAccount | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveBankAccount();
  const locale = currentLocale();

  return (
    <EditFormModal<Values>
      title={t(account ? 'admin.settings.bankAccounts.editTitle' : 'admin.settings.bankAccounts.addTitle')}
      form={form}
      initialValues={valuesOf(account)}
      save={(values) => save.mutateAsync({ id: account?.id ?? null, body: values })}
      onClose={onClose}
    >
      <Form.Item name="bank" label={t('admin.settings.bankAccounts.bank')} rules={[{ required: true }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={ORIGIN_BANKS.map((bank) => ({
            value: bank.code,
            label: `${locale === 'en' ? bank.nameEn : bank.nameTh} (${bank.code})`,
          }))}
          onChange={(code: string) => {
            const bank = ORIGIN_BANKS.find((candidate) => candidate.code === code);
            if (bank) form.setFieldValue('bank_name', bank.nameTh);
          }}
        />
      </Form.Item>
      <Form.Item
        name="bank_name"
        label={t('admin.settings.bankAccounts.bankName')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="account_id"
        label={t('admin.settings.bankAccounts.accountId')}
        rules={[{ required: true, pattern: /^\d[\d -]{4,30}\d$/ }]}
      >
        <Input maxLength={32} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="account_name"
        label={t('admin.settings.bankAccounts.accountName')}
        rules={[{ required: true, whitespace: true, max: 200 }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="prompt_pay_image" label={t('admin.settings.bankAccounts.promptPayImage')}>
        <ImageUploadField label={t('admin.settings.bankAccounts.promptPayImage')} />
      </Form.Item>
      <Form.Item name="is_active" label={t('admin.settings.bankAccounts.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort_order" label={t('admin.settings.bankAccounts.order')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </EditFormModal>
  );
};
