import { App, Button, Card, Form, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import type { RegisterForm } from '@shop/contract/settings/site-settings';
import { taxValuesOf, useTaxProfileForm } from '../../../hooks/use-tax-profile-form';
import { TaxInvoiceFields } from '../../../components/registration-fields/tax-invoice-fields';

type ProfileTaxFormProps = { profile: StudentProfile; registerForm: RegisterForm };

/** The tax-invoice details the student's next orders use, with the checkout's own rules and save. */
export const ProfileTaxForm = ({ profile, registerForm }: ProfileTaxFormProps) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formName = useId();
  const rule = registerForm.company_certificate;
  const certificate = { show: rule.is_enable, required: rule.is_enable && rule.is_require };
  const { form, save, saving } = useTaxProfileForm(profile, certificate.required);
  return (
    <section aria-label={t('checkout.profile.taxTitle')}>
      <Card title={t('checkout.profile.taxTitle')}>
        <Typography.Paragraph type="secondary">{t('checkout.profile.taxHint')}</Typography.Paragraph>
        <Form
          name={formName}
          form={form}
          layout="vertical"
          initialValues={taxValuesOf(profile, undefined)}
          onFinish={() =>
            void save().then((saved) => {
              if (saved) void message.success(t('checkout.profile.taxSaved'));
            })
          }
        >
          <TaxInvoiceFields certificate={certificate} />
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {t('checkout.profile.saveTax')}
          </Button>
        </Form>
      </Card>
    </section>
  );
};
