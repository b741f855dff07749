import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { fileKey, type LabelAnswer, type RegistrationValues } from './registration-values';

/** How the form is used: a member chooses a username and password; layout four marks its purchases. */
export type RegistrationMode = { member: boolean; layoutFour: boolean };

/**
 * The payload of POST /public/students/course-detail-page. A picked file is named by its uploaded
 * name from `uploaded`, or (before uploading, for validation) by its own name.
 */
export const registrationPayloadOf = (
  values: RegistrationValues,
  mode: RegistrationMode,
  uploaded: Readonly<Record<string, string>> = {},
): RegistrationBody => {
  const fileName = (name: string[], file: File | null | undefined) =>
    file ? (uploaded[fileKey(name)] ?? file.name) : null;
  const answer = (id: string, value: LabelAnswer): string | string[] | null =>
    value instanceof File ? fileName(['customLabel', id], value) : (value ?? null);
  const wantsInvoice = values.is_require_tax_invoice === true;
  return {
    firstname: values.firstname ?? null,
    lastname: values.lastname ?? null,
    nickname: values.nickname ?? null,
    email: values.email ?? null,
    tel: values.tel ?? null,
    address: values.address ?? null,
    displayImgUrl: fileName(['displayImgUrl'], values.displayImgUrl),
    ...(mode.member
      ? {
          username: values.username ?? null,
          password: values.password ?? null,
          confirm_password: values.confirm_password ?? null,
        }
      : {}),
    user_group_id: values.user_group_id ?? null,
    customLabel: Object.fromEntries(
      Object.entries(values.customLabel ?? {}).map(([id, value]) => [id, answer(id, value)]),
    ),
    is_require_tax_invoice: wantsInvoice,
    ...(wantsInvoice
      ? {
          tax_person_type: values.tax_person_type ?? 'normal_person',
          tax_name_one: values.tax_name_one ?? null,
          tax_name_two: values.tax_name_two ?? null,
          tax_payer_identification_no: values.tax_payer_identification_no ?? null,
          tax_address: values.tax_address ?? null,
          tax_is_delivery_by_tax_address: values.tax_is_delivery_by_tax_address ?? true,
          tax_delivery_address: values.tax_delivery_address ?? null,
          tax_company_certificate: fileName(['tax_company_certificate'], values.tax_company_certificate),
        }
      : {}),
    is_registration_layout_four: mode.layoutFour,
  };
};
