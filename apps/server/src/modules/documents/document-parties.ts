import { z } from 'zod';
import type { ReissueDocumentInput } from '@shop/contract/admin/tax-documents';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { branchLabel } from '@shop/domain/tax/tax-documents';
import type { DocumentParty } from './document-content';

/** The shop as its documents name it: the company of the settings (its title until one is set). */
export const sellerOf = (settings: SiteSettings): DocumentParty => ({
  name: settings.company_name.trim() || settings.title,
  address: settings.company_address.trim(),
  taxId: settings.company_tax_id,
  branch: branchLabel(settings.company_branch, 'th'),
  phone: settings.company_phone.trim(),
  email: settings.contact_email.trim(),
});

/** The tax profile an order keeps from when it was made (`orders.tax_invoice`). */
const taxSnapshotSchema = z.object({
  taxPersonType: z.string().catch('normal_person'),
  taxNameOne: z.string().catch(''),
  taxNameTwo: z.string().catch(''),
  taxPayerIdentificationNo: z.string().catch(''),
  taxAddress: z.string().catch(''),
});

type Buyer = {
  personType: string;
  nameOne: string;
  nameTwo: string;
  taxId: string;
  address: string;
  contact: { phone: string; email: string };
};

// A company prints its name with its branch beside it; a person, first and last name.
const partyOf = (buyer: Buyer): DocumentParty => {
  const isCompany = buyer.personType === 'juristic_person';
  return {
    name: isCompany ? buyer.nameOne.trim() : `${buyer.nameOne.trim()} ${buyer.nameTwo.trim()}`.trim(),
    address: buyer.address.trim(),
    taxId: buyer.taxId.trim(),
    branch: isCompany ? branchLabel(buyer.nameTwo, 'th') : '',
    phone: buyer.contact.phone,
    email: buyer.contact.email,
  };
};

type OrderBuyer = {
  taxInvoice: Record<string, unknown> | null;
  contactEmail: string;
  contactTel: string;
};
type Account = { firstname: string; lastname: string; username: string; address: string };

/**
 * The buyer of an order: the tax profile it was made with when the buyer asked for a tax
 * invoice, otherwise the account's name and address.
 */
export const buyerOfOrder = (order: OrderBuyer, account: Account): DocumentParty => {
  const contact = { phone: order.contactTel, email: order.contactEmail };
  const snapshot = order.taxInvoice ? taxSnapshotSchema.safeParse(order.taxInvoice) : null;
  if (snapshot?.success) {
    const tax = snapshot.data;
    return partyOf({
      personType: tax.taxPersonType,
      nameOne: tax.taxNameOne,
      nameTwo: tax.taxNameTwo,
      taxId: tax.taxPayerIdentificationNo,
      address: tax.taxAddress,
      contact,
    });
  }
  const name = `${account.firstname} ${account.lastname}`.trim() || account.username;
  return { name, address: account.address.trim(), taxId: '', branch: '', ...contact };
};

/** The buyer an administrator corrected, keeping the contact details of the document it replaces. */
export const correctedBuyer = (body: ReissueDocumentInput, previous: DocumentParty): DocumentParty =>
  partyOf({
    personType: body.tax_person_type,
    nameOne: body.tax_name_one,
    nameTwo: body.tax_name_two,
    taxId: body.tax_payer_identification_no,
    address: body.tax_address,
    contact: { phone: previous.phone, email: previous.email },
  });
