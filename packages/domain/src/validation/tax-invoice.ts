import { z } from 'zod';
import { fieldSchemas, type FieldIssue } from './field-schemas';
import { formatMessage, type TaxMessages, type TaxPersonType, type ValidationMessages } from './messages';
import { isValidThaiTaxId } from './thai-tax-id';

/** The person types a tax invoice can name. */
export const TAX_PERSON_TYPES = [
  'normal_person',
  'juristic_person',
] as const satisfies readonly TaxPersonType[];

/** Codes of spec 2's shared per-field validator. */
export type FieldErrorCode = 'EMPTY' | 'OVER_LENGTH' | 'MINIMUM_LENGTH';

/** What one field must satisfy; lengths count the trimmed text. */
export type FieldRule = { required: boolean; minLength?: number; maxLength?: number };

/** Spec 2's shared per-field validator: EMPTY, MINIMUM_LENGTH or OVER_LENGTH, or null when the value passes. */
export const validateField = (value: string | null | undefined, rule: FieldRule): FieldErrorCode | null => {
  const text = value?.trim() ?? '';
  if (text === '') return rule.required ? 'EMPTY' : null;
  if (rule.minLength !== undefined && text.length < rule.minLength) return 'MINIMUM_LENGTH';
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return 'OVER_LENGTH';
  return null;
};

/** Length limits of the tax fields. */
export const TAX_LIMITS = { name: 255, address: 1000, taxId: 13 } as const;

/** The tax-invoice fields as the registration and tax-profile payloads name them. */
export type TaxInvoiceFields = {
  tax_person_type: TaxPersonType;
  tax_name_one: string | null;
  tax_name_two: string | null;
  tax_payer_identification_no: string | null;
  tax_address: string | null;
  tax_is_delivery_by_tax_address: boolean;
  tax_delivery_address: string | null;
  /** The uploaded certificate's file name. */
  tax_company_certificate: string | null;
};

/** Site rules for the tax form. */
export type TaxInvoiceOptions = { requireCompanyCertificate: boolean };

/** A tax id as people type it ("1-1017-00230-70-8") reduced to its digits and other characters. */
export const normaliseTaxId = (text: string): string => text.replace(/[\s-]/g, '');

const textIssue = (
  path: keyof TaxInvoiceFields,
  value: string | null,
  limits: { required: boolean; maxLength: number },
  texts: { empty: string; tooLong: string },
): FieldIssue[] => {
  const code = validateField(value, limits);
  if (code === null) return [];
  return [
    {
      path,
      message: code === 'EMPTY' ? texts.empty : formatMessage(texts.tooLong, { max: limits.maxLength }),
    },
  ];
};

const taxIdIssue = (value: string | null, texts: TaxMessages): FieldIssue[] => {
  const id = normaliseTaxId(value ?? '');
  const code = validateField(id, {
    required: true,
    minLength: TAX_LIMITS.taxId,
    maxLength: TAX_LIMITS.taxId,
  });
  const path = 'tax_payer_identification_no';
  if (code === 'EMPTY') return [{ path, message: texts.idRequired }];
  // Too short, too long and non-digits all get the 13-digit message, as the specification asks.
  if (code !== null || !/^\d+$/.test(id)) return [{ path, message: texts.idLength }];
  return isValidThaiTaxId(id) ? [] : [{ path, message: texts.idChecksum }];
};

/** Every failed tax field in form order, with the texts of the buyer's person type. */
export const taxInvoiceIssues = (
  fields: TaxInvoiceFields,
  options: TaxInvoiceOptions,
  texts: ValidationMessages,
): FieldIssue[] => {
  const t = texts.tax[fields.tax_person_type];
  const name = { required: true, maxLength: TAX_LIMITS.name };
  const address = { required: true, maxLength: TAX_LIMITS.address };
  return [
    ...textIssue('tax_name_one', fields.tax_name_one, name, {
      empty: t.nameOneRequired,
      tooLong: t.nameOneTooLong,
    }),
    ...textIssue('tax_name_two', fields.tax_name_two, name, {
      empty: t.nameTwoRequired,
      tooLong: t.nameTwoTooLong,
    }),
    ...taxIdIssue(fields.tax_payer_identification_no, t),
    ...textIssue('tax_address', fields.tax_address, address, {
      empty: t.addressRequired,
      tooLong: t.addressTooLong,
    }),
    ...textIssue(
      'tax_delivery_address',
      fields.tax_delivery_address,
      { ...address, required: !fields.tax_is_delivery_by_tax_address },
      { empty: t.deliveryAddressRequired, tooLong: t.deliveryAddressTooLong },
    ),
    ...textIssue(
      'tax_company_certificate',
      fields.tax_company_certificate,
      { required: options.requireCompanyCertificate, maxLength: TAX_LIMITS.name },
      { empty: t.companyCertificateRequired, tooLong: texts.common.textTooLong },
    ),
  ];
};

/** The zod shape of the tax fields, shared by the registration and tax-profile payloads. */
export const taxInvoiceShape = (texts: ValidationMessages) => {
  const field = fieldSchemas(texts);
  return {
    tax_person_type: z
      .enum(TAX_PERSON_TYPES, field.invalid)
      .nullish()
      .transform((value) => value ?? 'normal_person'),
    tax_name_one: field.optionalText(),
    tax_name_two: field.optionalText(),
    tax_payer_identification_no: field
      .optionalText()
      .transform((value) => (value === null ? null : normaliseTaxId(value))),
    tax_address: field.optionalText(),
    // Without an answer the invoice goes to the tax address, the common case.
    tax_is_delivery_by_tax_address: field
      .flag()
      .nullish()
      .transform((value) => value ?? true),
    tax_delivery_address: field.optionalText(),
    tax_company_certificate: field.optionalText(),
  };
};

/** The tax-profile payload (PUT /private/myaccount/students/tax) with every rule of the tax form. */
export const taxInvoiceSchema = (options: TaxInvoiceOptions, texts: ValidationMessages) =>
  z.object(taxInvoiceShape(texts)).superRefine((fields, ctx) => {
    for (const issue of taxInvoiceIssues(fields, options, texts)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

/** The parsed tax-profile payload. */
export type TaxInvoicePayload = z.output<ReturnType<typeof taxInvoiceSchema>>;
