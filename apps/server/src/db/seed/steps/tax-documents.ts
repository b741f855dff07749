import { readSettingsDocument, writeSettingsDocument } from '../../../modules/settings/index';
import type { SeedStep } from '../seed-step';

/** The demo shop's company, as its tax invoices and receipts print it. */
export const DEMO_SELLER = {
  company_name: 'บริษัท คอร์สช็อป เดโม จำกัด',
  company_address: '123 อาคารเดโม ชั้น 5 ถนนพระรามที่ 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  company_tax_id: '0105561000003',
  company_branch: '00000',
  company_phone: '02-123-4567',
} as const;

/**
 * Gives the demo shop a seller for its tax documents. Runs before the demo's paid order is
 * approved, so its receipt names the company; a shop seeded before this step keeps any seller
 * details it was given meanwhile.
 */
export const seedTaxDocuments: SeedStep = {
  name: 'demo-tax-documents',
  async run(tx) {
    const settings = await readSettingsDocument(tx);
    const missing = Object.fromEntries(Object.entries(DEMO_SELLER).filter(([key]) => !settings[key]));
    await writeSettingsDocument(tx, { ...settings, ...missing });
  },
};
