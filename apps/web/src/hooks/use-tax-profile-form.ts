import { Form } from 'antd';
import type { StudentProfile, TaxProfileBody } from '@shop/contract/accounts/student-profile';
import { ApiError } from '@shop/contract/http/api-client';
import { messages, type TaxPersonType } from '@shop/domain/validation/messages';
import { taxInvoiceSchema } from '@shop/domain/validation/tax-invoice';
import { useNotify } from './use-notify';
import { currentLocale, shopMessage } from '../lib/texts';
import { uploadImage } from '../features/registration/api/upload-image';
import { fieldError } from '../lib/field-error';
import type { RegistrationValues } from '../lib/registration/registration-values';
import { useUpdateTaxProfile } from '../features/checkout/api/update-tax-profile';

type TaxValues = Pick<
  RegistrationValues,
  | 'tax_person_type'
  | 'tax_name_one'
  | 'tax_name_two'
  | 'tax_payer_identification_no'
  | 'tax_address'
  | 'tax_is_delivery_by_tax_address'
  | 'tax_delivery_address'
  | 'tax_company_certificate'
>;

/** The form's starting values: the saved tax details, with the person type the modal asks for. */
export const taxValuesOf = (
  profile: StudentProfile | null,
  personType: TaxPersonType | undefined,
): TaxValues => ({
  tax_person_type: personType ?? profile?.tax_person_type ?? 'normal_person',
  tax_name_one: profile?.tax_name_one ?? '',
  tax_name_two: profile?.tax_name_two ?? '',
  tax_payer_identification_no: profile?.tax_payer_identification_no ?? '',
  tax_address: profile?.tax_address ?? '',
  tax_is_delivery_by_tax_address: profile?.tax_is_delivery_by_tax_address ?? true,
  tax_delivery_address: profile?.tax_delivery_address ?? '',
  tax_company_certificate: null,
});

const bodyOf = (values: TaxValues, certificate: string | null): TaxProfileBody => ({
  tax_person_type: values.tax_person_type ?? 'normal_person',
  tax_name_one: values.tax_name_one ?? null,
  tax_name_two: values.tax_name_two ?? null,
  tax_payer_identification_no: values.tax_payer_identification_no ?? null,
  tax_address: values.tax_address ?? null,
  tax_is_delivery_by_tax_address: values.tax_is_delivery_by_tax_address ?? true,
  tax_delivery_address: values.tax_delivery_address ?? null,
  tax_company_certificate: certificate,
  is_require_tax_invoice: true,
});

/**
 * The tax form of the change-person-type modal: the domain's tax rules first ('you entered invalid
 * data' / 'tax invoice data invalid'), then the certificate upload, then PUT /private/myaccount/students/tax.
 */
export const useTaxProfileForm = (profile: StudentProfile | null, requireCertificate: boolean) => {
  const [form] = Form.useForm<TaxValues>();
  const update = useUpdateTaxProfile();
  const { notification, notifyError } = useNotify();

  const save = async (): Promise<boolean> => {
    const values = form.getFieldsValue(true) as TaxValues;
    const picked = values.tax_company_certificate;
    const stored = profile?.tax_company_certificate ?? null;
    const draft = bodyOf(values, picked ? picked.name : stored);
    const parsed = taxInvoiceSchema(
      { requireCompanyCertificate: requireCertificate },
      messages[currentLocale()],
    ).safeParse(draft);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => fieldError<TaxValues>(issue.path.join('.'), issue.message)),
      );
      notification.warning({
        title: shopMessage('youEnteredInvalidData'),
        description: shopMessage('taxInvoiceDataInvalid'),
        duration: 5,
      });
      return false;
    }
    try {
      const certificate = picked ? await uploadImage(picked, '0') : stored;
      await update.mutateAsync(bodyOf(values, certificate));
      return true;
    } catch (error) {
      const params = error instanceof ApiError ? (error.body?.error.params ?? []) : [];
      form.setFields(params.map(({ param, message }) => fieldError<TaxValues>(param, message)));
      notifyError(error);
      return false;
    }
  };

  return { form, save, saving: update.isPending };
};
