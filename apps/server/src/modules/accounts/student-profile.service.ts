import type { StudentProfile, TaxProfileBody } from '@shop/contract/accounts/student-profile';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import { taxInvoiceSchema, type TaxInvoicePayload } from '@shop/domain/validation/tax-invoice';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { claimUploads, fileNotOwnedRefusal, unusableUploadIssues, type UploadOwner } from '../media/index';
import { getSiteSettings } from '../settings/index';
import { fieldRefusal, toFieldIssues } from './field-issues';
import { upsertTaxProfile } from './registration.repository';
import { findProfileRow, listAnswersOf } from './student-profile.repository';

const personType = (value: string | undefined) =>
  value === 'juristic_person' ? 'juristic_person' : 'normal_person';

/** The signed-in student's own profile; there is no way to name another student. */
export const getStudentProfile = async (db: Database, userId: number): Promise<StudentProfile> => {
  const row = await findProfileRow(db, userId);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such student' });
  const { user, tax } = row;
  const answers = await listAnswersOf(db, userId);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    firstname_eng: user.firstnameEng,
    lastname_eng: user.lastnameEng,
    nickname: user.nickname,
    tel: user.tel,
    address: user.address,
    age: user.age,
    biography: user.biography,
    displayImgUrl: user.displayImageUrl,
    user_group_id: user.userGroupId,
    is_member: user.isMember,
    has_password: user.passwordHash !== null,
    is_require_tax_invoice: tax?.isRequireTaxInvoice ?? false,
    tax_person_type: personType(tax?.taxPersonType),
    tax_name_one: tax?.taxNameOne ?? '',
    tax_name_two: tax?.taxNameTwo ?? '',
    tax_payer_identification_no: tax?.taxPayerIdentificationNo ?? '',
    tax_address: tax?.taxAddress ?? '',
    tax_is_delivery_by_tax_address: tax?.taxIsDeliveryByTaxAddress ?? true,
    tax_delivery_address: tax?.taxDeliveryAddress ?? '',
    tax_company_certificate: tax?.taxCompanyCertificate ?? null,
    customLabel: answers.map((answer) => ({
      id: answer.id,
      label: answer.label,
      type_label: answer.typeLabel,
      value: answer.value,
    })),
  };
};

const isNo = (value: unknown) => value === false || value === 0 || value === '0' || value === 'false';

const taxProfileValues = (userId: number, body: TaxProfileBody, data: TaxInvoicePayload) => ({
  userId,
  isRequireTaxInvoice: !isNo(body.is_require_tax_invoice),
  taxPersonType: data.tax_person_type,
  taxNameOne: data.tax_name_one ?? '',
  taxNameTwo: data.tax_name_two ?? '',
  taxPayerIdentificationNo: data.tax_payer_identification_no ?? '',
  taxAddress: data.tax_address ?? '',
  taxIsDeliveryByTaxAddress: data.tax_is_delivery_by_tax_address,
  taxDeliveryAddress: data.tax_is_delivery_by_tax_address ? '' : (data.tax_delivery_address ?? ''),
  taxCompanyCertificate: data.tax_company_certificate,
});

/**
 * Saves the tax-invoice details with the domain's tax form rules; the certificate must be the
 * student's own upload, which becomes their private tax certificate (in the same transaction).
 * Saving asks for tax invoices unless the body says otherwise.
 */
export const updateTaxProfile = async (
  db: Database,
  userId: number,
  body: TaxProfileBody,
  context: { texts: ValidationMessages; owner: UploadOwner; now: Date },
): Promise<void> => {
  const certificate = (await getSiteSettings(db)).register_form.company_certificate;
  const schema = taxInvoiceSchema(
    { requireCompanyCertificate: certificate.is_enable && certificate.is_require },
    context.texts,
  );
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw fieldRefusal(toFieldIssues(parsed.error.issues));
  const data = parsed.data;
  const files = data.tax_company_certificate
    ? [
        {
          path: 'tax_company_certificate',
          name: data.tax_company_certificate,
          purpose: 'tax_certificate' as const,
        },
      ]
    : [];
  const claim = { now: context.now, message: context.texts.common.invalidValue };
  const foreign = await unusableUploadIssues(db, files, context.owner, claim);
  if (foreign.length > 0) throw fileNotOwnedRefusal(foreign);
  await db.transaction(async (tx) => {
    await claimUploads(tx, files, context.owner, { userId, ...claim });
    await upsertTaxProfile(tx, taxProfileValues(userId, body, data), context.now);
  });
};
