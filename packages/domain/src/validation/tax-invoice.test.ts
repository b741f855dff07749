import { describe, expect, it } from 'vitest';
import { messages, messagesWith } from './messages';
import { taxInvoiceIssues, taxInvoiceSchema, validateField, type TaxInvoiceFields } from './tax-invoice';

const th = messages.th;
const en = messages.en;
const VALID_ID = '1101700230708';

const fields = (overrides: Partial<TaxInvoiceFields>): TaxInvoiceFields => ({
  tax_person_type: 'normal_person',
  tax_name_one: 'สมชาย',
  tax_name_two: 'ใจดี',
  tax_payer_identification_no: VALID_ID,
  tax_address: '99 ถนนสุขุมวิท กรุงเทพฯ 10110',
  tax_is_delivery_by_tax_address: true,
  tax_delivery_address: null,
  tax_company_certificate: null,
  ...overrides,
});

const noCertificate = { requireCompanyCertificate: false };

const issuesOf = (input: unknown, options = noCertificate, texts = en) => {
  const result = taxInvoiceSchema(options, texts).safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('validateField (the shared per-field validator)', () => {
  it.each([
    ['an empty required value', '  ', { required: true }, 'EMPTY'],
    ['a missing required value', null, { required: true }, 'EMPTY'],
    ['a missing optional value', undefined, { required: false, minLength: 3 }, null],
    ['a value below the minimum', 'ab', { required: true, minLength: 3 }, 'MINIMUM_LENGTH'],
    ['a value above the maximum', 'abcd', { required: true, maxLength: 3 }, 'OVER_LENGTH'],
    ['a value within the limits', ' abc ', { required: true, minLength: 3, maxLength: 3 }, null],
  ] as const)('answers %s with %s', (_name, value, rule, expected) => {
    expect(validateField(value, rule)).toBe(expected);
  });
});

describe('taxInvoiceIssues', () => {
  it('accepts a complete tax invoice', () => {
    expect(taxInvoiceIssues(fields({}), noCertificate, th)).toEqual([]);
  });

  it('lists every missing field in form order with the normal person texts', () => {
    const empty = fields({
      tax_name_one: null,
      tax_name_two: '',
      tax_payer_identification_no: null,
      tax_address: null,
      tax_is_delivery_by_tax_address: false,
    });
    expect(taxInvoiceIssues(empty, { requireCompanyCertificate: true }, th)).toEqual([
      { path: 'tax_name_one', message: 'กรุณากรอกชื่อ' },
      { path: 'tax_name_two', message: 'กรุณากรอกนามสกุล' },
      { path: 'tax_payer_identification_no', message: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี (เลขบัตรประจำตัวประชาชน)' },
      { path: 'tax_address', message: 'กรุณากรอกที่อยู่สำหรับออกใบกำกับภาษี' },
      { path: 'tax_delivery_address', message: 'กรุณากรอกที่อยู่สำหรับจัดส่งใบกำกับภาษี' },
      { path: 'tax_company_certificate', message: 'กรุณาแนบสำเนาบัตรประจำตัวประชาชน' },
    ]);
  });

  it('speaks of a company and its branch to a juristic person', () => {
    const empty = fields({ tax_person_type: 'juristic_person', tax_name_one: null, tax_name_two: null });
    expect(
      taxInvoiceIssues(empty, { requireCompanyCertificate: true }, en).map((issue) => issue.message),
    ).toEqual([
      'Please enter the company name',
      'Please enter the head office or branch number',
      'Please attach the company certificate',
    ]);
  });

  it.each([
    ['a 12-digit tax id', '110170023070'],
    ['a 14-digit tax id', '11017002307081'],
    ['a tax id with letters', '110170023070X'],
  ])('refuses %s with the 13-digit message', (_name, id) => {
    expect(taxInvoiceIssues(fields({ tax_payer_identification_no: id }), noCertificate, en)).toEqual([
      { path: 'tax_payer_identification_no', message: 'The taxpayer ID must be 13 digits' },
    ]);
  });

  it('refuses a 13-digit tax id with a wrong check digit', () => {
    expect(
      taxInvoiceIssues(fields({ tax_payer_identification_no: '1101700230709' }), noCertificate, en),
    ).toEqual([
      { path: 'tax_payer_identification_no', message: 'The taxpayer ID is not valid, please check it' },
    ]);
  });

  it('accepts a tax id typed with dashes and spaces', () => {
    expect(
      taxInvoiceIssues(fields({ tax_payer_identification_no: '1-1017-00230 70-8' }), noCertificate, en),
    ).toEqual([]);
  });

  it('asks for no delivery address when the invoice goes to the tax address', () => {
    expect(taxInvoiceIssues(fields({ tax_delivery_address: null }), noCertificate, en)).toEqual([]);
  });

  it.each([
    ['tax_name_one', 256, 'First name must be at most 255 characters'],
    ['tax_name_two', 256, 'Last name must be at most 255 characters'],
    ['tax_address', 1001, 'Address must be at most 1000 characters'],
    ['tax_company_certificate', 256, 'At most 255 characters'],
  ] as const)('refuses a %s longer than its limit', (path, length, message) => {
    expect(taxInvoiceIssues(fields({ [path]: 'ก'.repeat(length) }), noCertificate, en)).toEqual([
      { path, message },
    ]);
  });

  it('refuses a delivery address longer than 1000 characters', () => {
    const long = fields({ tax_is_delivery_by_tax_address: false, tax_delivery_address: 'x'.repeat(1001) });
    expect(taxInvoiceIssues(long, noCertificate, en)).toEqual([
      { path: 'tax_delivery_address', message: 'Delivery address must be at most 1000 characters' },
    ]);
  });

  it("uses the site's custom text over the default one", () => {
    const custom = messagesWith('th', { tax: { normal_person: { nameOneRequired: 'ใส่ชื่อด้วยนะ' } } });
    expect(taxInvoiceIssues(fields({ tax_name_one: null }), noCertificate, custom)).toEqual([
      { path: 'tax_name_one', message: 'ใส่ชื่อด้วยนะ' },
    ]);
  });
});

describe('taxInvoiceSchema', () => {
  it('parses a tax profile payload, trimming texts and defaulting to a normal person delivered at the tax address', () => {
    const parsed = taxInvoiceSchema(noCertificate, en).parse({
      tax_name_one: ' Somchai ',
      tax_name_two: 'Jaidee',
      tax_payer_identification_no: '1-1017-00230-70-8',
      tax_address: '99 Sukhumvit',
      tax_delivery_address: '',
    });
    expect(parsed).toEqual({
      tax_person_type: 'normal_person',
      tax_name_one: 'Somchai',
      tax_name_two: 'Jaidee',
      tax_payer_identification_no: VALID_ID,
      tax_address: '99 Sukhumvit',
      tax_is_delivery_by_tax_address: true,
      tax_delivery_address: null,
      tax_company_certificate: null,
    });
  });

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
    ['false', false],
  ] as const)('reads the delivery flag %s as %s', (value, expected) => {
    const parsed = taxInvoiceSchema(noCertificate, en).safeParse({
      ...fields({}),
      tax_is_delivery_by_tax_address: value,
      tax_delivery_address: 'Somewhere',
    });
    expect(parsed.success && parsed.data.tax_is_delivery_by_tax_address).toBe(expected);
  });

  it('names each failed field in the issue path with its final text', () => {
    expect(
      issuesOf({ ...fields({}), tax_person_type: 'juristic_person', tax_payer_identification_no: '0105536' }),
    ).toEqual([
      { path: 'tax_payer_identification_no', message: "The company's taxpayer ID must be 13 digits" },
    ]);
  });

  it('asks for a missing tax id', () => {
    expect(issuesOf({ ...fields({}), tax_payer_identification_no: null })).toEqual([
      { path: 'tax_payer_identification_no', message: 'Please enter the taxpayer ID (national ID number)' },
    ]);
  });

  it('refuses values of the wrong kind with the invalid-value text', () => {
    expect(
      issuesOf(
        { ...fields({}), tax_person_type: 'alien', tax_name_one: 5, tax_is_delivery_by_tax_address: 'y' },
        noCertificate,
        th,
      ),
    ).toEqual([
      { path: 'tax_person_type', message: 'ข้อมูลไม่ถูกต้อง' },
      { path: 'tax_name_one', message: 'ข้อมูลไม่ถูกต้อง' },
      { path: 'tax_is_delivery_by_tax_address', message: 'ข้อมูลไม่ถูกต้อง' },
    ]);
  });
});
