import { asc, eq } from 'drizzle-orm';
import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { bankAccounts } from '../../tables';
import { DEMO_PROMPTPAY_ID } from '../demo-shop-config';
import type { SeedStep } from '../seed-step';
import { storeSeedFile } from '../store-seed-file';

/**
 * The demo shop's PromptPay QR beside its first bank account: a real static EMVCo payload (no
 * amount, the buyer types it) for the demo company's tax id, as a shop uploads the image its bank
 * gave it.
 */
export const seedPaymentQr: SeedStep = {
  name: 'demo-promptpay-qr',
  async run(tx, { storage }) {
    const [account] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .orderBy(asc(bankAccounts.sortOrder))
      .limit(1);
    if (!account) return;
    const body = await QRCode.toBuffer(generatePayload(DEMO_PROMPTPAY_ID, {}), {
      type: 'png',
      width: 480,
      margin: 2,
    });
    const stored = await storeSeedFile(tx, (name, file) => storage.save(name, file), {
      body,
      extension: 'png',
      mimeType: 'image/png',
      kind: 'image',
      originalName: 'promptpay-qr.png',
      width: 480,
      height: 480,
    });
    await tx.update(bankAccounts).set({ promptPayImage: stored.name }).where(eq(bankAccounts.id, account.id));
  },
};
