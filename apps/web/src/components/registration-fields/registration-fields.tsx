import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationSetup } from '../../hooks/use-registration-setup';
import { LoginDataFields } from './login-data-fields';
import { MainDataFields } from './main-data-fields';
import { TaxInvoiceFields } from './tax-invoice-fields';

type RegistrationFieldsProps = {
  setup: RegistrationSetup;
  /** A member chooses a username and password; a buyer without registration does not. */
  member: boolean;
};

/** The registration form's three parts: main data, login data (members) and the optional tax invoice. */
export const RegistrationFields = ({ setup, member }: RegistrationFieldsProps) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const wantsInvoice = Form.useWatch<boolean | undefined>('is_require_tax_invoice', form) ?? false;
  const certificate = setup.registerForm?.company_certificate;
  return (
    <>
      <Typography.Title level={5}>{t('checkout.registration.mainData')}</Typography.Title>
      <MainDataFields setup={setup} />
      {member && (
        <>
          <Typography.Title level={5}>{t('checkout.registration.loginData')}</Typography.Title>
          <LoginDataFields />
        </>
      )}
      {setup.taxInvoiceEnabled && (
        <>
          <Typography.Title level={5}>{t('checkout.registration.taxData')}</Typography.Title>
          <Form.Item name="is_require_tax_invoice" valuePropName="checked">
            <Checkbox>{t('checkout.tax.requireInvoice')}</Checkbox>
          </Form.Item>
          {wantsInvoice && (
            <TaxInvoiceFields
              certificate={{
                show: certificate?.is_enable ?? false,
                required: Boolean(certificate?.is_enable && certificate.is_require),
              }}
            />
          )}
        </>
      )}
    </>
  );
};
