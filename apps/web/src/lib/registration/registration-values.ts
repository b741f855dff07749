import type { TaxPersonType } from '@shop/domain/validation/messages';

/** A custom label's answer in the form: text, chosen options, or a picked image file. */
export type LabelAnswer = string | string[] | File | null | undefined;

/** The registration form's values, named as the payload names them so errors land on their field. */
export type RegistrationValues = {
  firstname?: string;
  lastname?: string;
  nickname?: string;
  email?: string;
  tel?: string;
  address?: string;
  displayImgUrl?: File | null;
  username?: string;
  password?: string;
  confirm_password?: string;
  user_group_id?: number | null;
  customLabel?: Record<string, LabelAnswer>;
  is_require_tax_invoice?: boolean;
  tax_person_type?: TaxPersonType;
  tax_name_one?: string;
  tax_name_two?: string;
  tax_payer_identification_no?: string;
  tax_address?: string;
  tax_is_delivery_by_tax_address?: boolean;
  tax_delivery_address?: string;
  tax_company_certificate?: File | null;
};

/** A picked file and the form field that holds it. */
export type PickedFile = { name: (string | number)[]; file: File };

/** Every file the buyer picked, so they can be uploaded before the student is posted. */
export const pickedFiles = (values: RegistrationValues): PickedFile[] => {
  const files: PickedFile[] = [];
  if (values.displayImgUrl instanceof File)
    files.push({ name: ['displayImgUrl'], file: values.displayImgUrl });
  if (values.is_require_tax_invoice && values.tax_company_certificate instanceof File)
    files.push({ name: ['tax_company_certificate'], file: values.tax_company_certificate });
  for (const [id, answer] of Object.entries(values.customLabel ?? {}))
    if (answer instanceof File) files.push({ name: ['customLabel', id], file: answer });
  return files;
};

/** The field's key in the map of uploaded names. */
export const fileKey = (name: readonly (string | number)[]): string => name.join('.');
