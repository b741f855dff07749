import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminBankAccount } from '@shop/contract/admin/bank-accounts';
import { ORIGIN_BANKS } from '@shop/domain/payments/origin-banks';
import { EditFormModal } from '../../../components/admin-edit-table/edit-form-modal';
import { currentLocale } from '../../../lib/texts';
import { useSaveBankAccount } from '../api/save-bank-account';
import {
  bodyOf,
  formValuesOf,
  PROMPT_PAY_FIELD_OF_CODE,
  type BankAccountFormValues,
} from '../lib/bank-account-form';
import { ImageUploadField } from './image-upload-field';

/**
 * Adds or edits one bank account; choosing a bank fills in its name, which can still be changed.
 * With a PromptPay id, buyers are shown a QR for their order's exact amount instead of the picture.
 */
export const BankAccountModal = ({
  account,
  onClose,
}: {
  account: AdminBankAccount | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<BankAccountFormValues>();
  // Undefined until the form mounts its fields.
  const promptPayKind = Form.useWatch('prompt_pay_kind', form) as
    BankAccountFormValues['prompt_pay_kind'] | undefined;
  const save = useSaveBankAccount();
  const locale = currentLocale();

  return (
    <EditFormModal<BankAccountFormValues>
      title={t(account ? 'admin.settings.bankAccounts.editTitle' : 'admin.settings.bankAccounts.addTitle')}
      form={form}
      initialValues={formValuesOf(account)}
      save={(values) => save.mutateAsync({ id: account?.id ?? null, body: bodyOf(values) })}
      fieldOfCode={PROMPT_PAY_FIELD_OF_CODE}
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
      <Form.Item name="prompt_pay_kind" label={t('admin.settings.bankAccounts.promptPayKind')}>
        <Select
          options={(['none', 'phone', 'citizen', 'ewallet'] as const).map((kind) => ({
            value: kind,
            label: t(`admin.settings.bankAccounts.promptPayKinds.${kind}`),
          }))}
        />
      </Form.Item>
      {promptPayKind !== undefined && promptPayKind !== 'none' && (
        <Form.Item
          name="prompt_pay_value"
          label={t('admin.settings.bankAccounts.promptPayId')}
          extra={t('admin.settings.bankAccounts.promptPayIdHint')}
          rules={[{ required: true, whitespace: true, max: 40 }]}
        >
          <Input maxLength={40} inputMode="numeric" />
        </Form.Item>
      )}
      <Form.Item name="is_active" label={t('admin.settings.bankAccounts.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort_order" label={t('admin.settings.bankAccounts.order')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </EditFormModal>
  );
};
