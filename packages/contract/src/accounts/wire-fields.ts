import { z } from 'zod';
import { lineTextSchema, multilineTextSchema } from '../http/input-fields';

/**
 * Field types as the forms send them. Only the types are checked here; every rule (required,
 * lengths, formats, site switches) is the domain's and runs in the service, so a form gets all
 * its messages at once.
 */
export const wireText = multilineTextSchema.max(20_000).nullish();

/** One line of a form (names, e-mail, phone, codes, file names): no line breaks or other control characters. */
export const wireLine = lineTextSchema.max(20_000).nullish();

/** A yes/no as forms and old clients send it: boolean, 0/1 or their texts. */
export const wireFlag = z.union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])]).nullish();

/** The tax-invoice fields shared by the registration and tax-profile payloads. */
export const taxFieldsWireShape = {
  /** normal_person (default) or juristic_person. */
  tax_person_type: lineTextSchema.max(40).nullish(),
  /** First name, or company name. */
  tax_name_one: wireLine,
  /** Last name, or head office / branch number. */
  tax_name_two: wireLine,
  /** 13 digits; spaces and dashes are ignored. */
  tax_payer_identification_no: wireLine,
  tax_address: wireText,
  tax_is_delivery_by_tax_address: wireFlag,
  tax_delivery_address: wireText,
  /** File name returned by POST /api/home/test_upload. */
  tax_company_certificate: wireLine,
};
