import { z } from 'zod';

/**
 * Field types as the forms send them. Only the types are checked here; every rule (required,
 * lengths, formats, site switches) is the domain's and runs in the service, so a form gets all
 * its messages at once.
 */
export const wireText = z.string().max(20_000).nullish();

/** A yes/no as forms and old clients send it: boolean, 0/1 or their texts. */
export const wireFlag = z.union([z.boolean(), z.literal([0, 1, '0', '1', 'true', 'false'])]).nullish();

/** The tax-invoice fields shared by the registration and tax-profile payloads. */
export const taxFieldsWireShape = {
  /** normal_person (default) or juristic_person. */
  tax_person_type: z.string().max(40).nullish(),
  /** First name, or company name. */
  tax_name_one: wireText,
  /** Last name, or head office / branch number. */
  tax_name_two: wireText,
  /** 13 digits; spaces and dashes are ignored. */
  tax_payer_identification_no: wireText,
  tax_address: wireText,
  tax_is_delivery_by_tax_address: wireFlag,
  tax_delivery_address: wireText,
  /** File name returned by POST /api/home/test_upload. */
  tax_company_certificate: wireText,
};
