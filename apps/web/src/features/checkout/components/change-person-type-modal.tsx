import { Alert, Button, Form, Modal } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentProfile } from '@shop/contract/accounts/student-profile';
import type { TaxPersonType } from '@shop/domain/validation/messages';
import { TaxInvoiceFields } from '../../../components/registration-fields/tax-invoice-fields';
import { taxValuesOf, useTaxProfileForm } from '../../../hooks/use-tax-profile-form';

type ChangePersonTypeModalProps = {
  open: boolean;
  profile: StudentProfile | null;
  /** juristic_person when opened for withholding: only a juristic person may withhold. */
  fixedPersonType?: TaxPersonType;
  certificate: { show: boolean; required: boolean };
  onSaved: () => void;
  onCancel: () => void;
};

/** The tax-invoice modal (spec 2): 85% wide up to 750 px; save is disabled while saving; closes on success. */
export const ChangePersonTypeModal = (props: ChangePersonTypeModalProps) => {
  const { open, profile, fixedPersonType, certificate, onSaved, onCancel } = props;
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const { form, save, saving } = useTaxProfileForm(profile, certificate.show && certificate.required);
  const forWithholding = fixedPersonType === 'juristic_person';

  return (
    <Modal
      open={open}
      title={t(forWithholding ? 'checkout.tax.modalWithholdingTitle' : 'checkout.tax.modalTitle')}
      width="85%"
      style={{ maxWidth: 750 }}
      destroyOnHidden
      onCancel={onCancel}
      footer={null}
    >
      {forWithholding && <Alert type="info" showIcon title={t('checkout.tax.withholdingNeedsJuristic')} />}
      <Form
        name={formName}
        form={form}
        layout="vertical"
        initialValues={taxValuesOf(profile, fixedPersonType)}
        onFinish={() => void save().then((saved) => saved && onSaved())}
        className="checkout-tax-form"
      >
        <TaxInvoiceFields fixedPersonType={fixedPersonType} certificate={certificate} />
        <div className="checkout-modal-actions">
          <Button onClick={onCancel}>{t('checkout.common.cancel')}</Button>
          <Button type="primary" htmlType="submit" disabled={saving} loading={saving}>
            {t('checkout.common.save')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
};
