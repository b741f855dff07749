import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OriginBankWire } from '@shop/contract/payments/bank-transfer';
import { BankLogo } from '../../../components/bank-logo';

type OriginBankSelectProps = {
  /** Set by Form.Item so its label names the combobox. */
  id?: string;
  value?: string | null;
  onChange?: (code: string) => void;
  banks: readonly OriginBankWire[];
  loading: boolean;
};

type BankOption = { value: string; label: string };

const BankLabel = ({ code, name }: { code: string; name: string }) => (
  <span className="bank-option">
    <BankLogo code={code} size={20} />
    <span>{name}</span>
  </span>
);

/** The 24 banks a buyer transfers from, each with its logo; searchable by name or code. */
export const OriginBankSelect = ({ id, value, onChange, banks, loading }: OriginBankSelectProps) => {
  const { t, i18n } = useTranslation();
  const options: BankOption[] = banks.map((bank) => ({
    value: bank.banktransfer_value,
    label: i18n.language === 'en' ? bank.banktransfer_nameen : bank.banktransfer_nameth,
  }));
  const nameOf = new Map(options.map((option) => [option.value, option.label]));
  return (
    <Select<string, BankOption>
      id={id}
      value={value ?? undefined}
      onChange={(code) => onChange?.(code)}
      options={options}
      loading={loading}
      placeholder={t('payments.transfer.bankCodePlaceholder')}
      showSearch={{
        filterOption: (input, option) =>
          `${option?.label ?? ''} ${option?.value ?? ''}`.toLowerCase().includes(input.trim().toLowerCase()),
      }}
      optionRender={(option) => <BankLabel code={option.data.value} name={option.data.label} />}
      labelRender={(option) => {
        const code = String(option.value);
        return <BankLabel code={code} name={nameOf.get(code) ?? code} />;
      }}
    />
  );
};
