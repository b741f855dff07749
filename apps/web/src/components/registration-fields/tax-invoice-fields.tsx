import { Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { TAX_LIMITS } from '@shop/domain/validation/tax-invoice';
import type { TaxPersonType } from '@shop/domain/validation/messages';
import { ImagePicker } from './image-picker';

type TaxInvoiceFieldsProps = {
  /** Set when only one person type may be chosen (the withholding modal: juristic person). */
  fixedPersonType?: TaxPersonType;
  certificate: { show: boolean; required: boolean };
};

/**
 * The tax-invoice fields for either person type, with the labels of the chosen one (spec 1
 * section 3). The enclosing form sets the initial person type and delivery choice.
 */
export const TaxInvoiceFields = ({ fixedPersonType, certificate }: TaxInvoiceFieldsProps) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const watched = Form.useWatch<TaxPersonType | undefined>('tax_person_type', form);
  const personType = fixedPersonType ?? watched ?? 'normal_person';
  const byTaxAddress = Form.useWatch<boolean | undefined>('tax_is_delivery_by_tax_address', form) ?? true;
  const label = (field: string) =>
    t(`checkout.tax.${personType}.${field}` as 'checkout.tax.normal_person.nameOne');

  return (
    <>
      <Form.Item
        name="tax_person_type"
        label={t('checkout.tax.personType')}
        hidden={fixedPersonType !== undefined}
      >
        <Radio.Group
          options={[
            { label: t('checkout.tax.normalPerson'), value: 'normal_person' },
            { label: t('checkout.tax.juristicPerson'), value: 'juristic_person' },
          ]}
        />
      </Form.Item>
      <div className="form-two-columns">
        <Form.Item name="tax_name_one" label={label('nameOne')} required>
          <Input maxLength={TAX_LIMITS.name} />
        </Form.Item>
        <Form.Item name="tax_name_two" label={label('nameTwo')} required>
          <Input maxLength={TAX_LIMITS.name} />
        </Form.Item>
      </div>
      <Form.Item name="tax_payer_identification_no" label={label('taxId')} required>
        <Input inputMode="numeric" maxLength={17} />
      </Form.Item>
      <Form.Item name="tax_address" label={label('address')} required>
        <Input.TextArea rows={2} maxLength={TAX_LIMITS.address} />
      </Form.Item>
      <Form.Item name="tax_is_delivery_by_tax_address" valuePropName="checked">
        <Checkbox>{t('checkout.tax.deliverToTaxAddress')}</Checkbox>
      </Form.Item>
      {!byTaxAddress && (
        <Form.Item name="tax_delivery_address" label={t('checkout.tax.deliveryAddress')} required>
          <Input.TextArea rows={2} maxLength={TAX_LIMITS.address} />
        </Form.Item>
      )}
      {certificate.show && (
        <Form.Item
          name="tax_company_certificate"
          label={label('certificate')}
          required={certificate.required}
        >
          <ImagePicker alt={label('certificate')} />
        </Form.Item>
      )}
    </>
  );
};
