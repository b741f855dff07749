import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

type AddressFieldsProps = {
  /** Where the fields sit in the enclosing form, e.g. ['shipping'] inside a larger form. */
  prefix?: string[];
  showDefault?: boolean;
};

/** The delivery address fields (recipient, phone, address, sub-district, district, province, postcode). */
export const AddressFields = ({ prefix = [], showDefault = false }: AddressFieldsProps) => {
  const { t } = useTranslation();
  const name = (field: string) => [...prefix, field];
  const required = { required: true, message: t('checkout.address.required') };
  return (
    <>
      <div className="form-two-columns">
        <Form.Item name={name('recipient_name')} label={t('checkout.address.recipient')} rules={[required]}>
          <Input maxLength={255} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name={name('tel')}
          label={t('checkout.address.tel')}
          rules={[required, { pattern: /^\d{9,10}$/, message: t('checkout.address.telInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={10} autoComplete="tel" />
        </Form.Item>
      </div>
      <Form.Item name={name('address')} label={t('checkout.address.address')} rules={[required]}>
        <Input.TextArea rows={2} maxLength={1000} autoComplete="street-address" />
      </Form.Item>
      <div className="form-two-columns">
        <Form.Item name={name('subdistrict')} label={t('checkout.address.subdistrict')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={name('district')} label={t('checkout.address.district')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item name={name('province')} label={t('checkout.address.province')}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          name={name('postcode')}
          label={t('checkout.address.postcode')}
          rules={[{ pattern: /^\d{5}$/, message: t('checkout.address.postcodeInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" />
        </Form.Item>
      </div>
      {showDefault && (
        <Form.Item name={name('is_default')} valuePropName="checked">
          <Checkbox>{t('checkout.address.makeDefault')}</Checkbox>
        </Form.Item>
      )}
    </>
  );
};
