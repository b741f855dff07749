import type { Database } from '../database';
import { seedRuns } from '../tables';
import type { SeedContext, SeedStep } from './seed-step';
import { seedAccounts } from './steps/accounts';
import { seedCatalogue } from './steps/catalogue';
import { seedConfiguration } from './steps/configuration';
import { seedCurriculum } from './steps/curriculum';
import { seedDiscounts } from './steps/discounts';
import { seedMedia } from './steps/media';
import { seedLearning } from './steps/learning';
import { seedPaymentQr } from './steps/payment-qr';
import { seedTaxDocuments } from './steps/tax-documents';

/** In order; later features append steps, which then also run on databases seeded before. */
const DEMO_STEPS: SeedStep[] = [
  seedAccounts,
  seedCatalogue,
  seedConfiguration,
  seedCurriculum,
  seedDiscounts,
  seedMedia,
  seedPaymentQr,
  seedTaxDocuments,
  seedLearning,
];

/** Creates the demo shop on a fresh database; a step that already ran is skipped. */
export const seedDemoShop = async (
  db: Database,
  options: Omit<SeedContext, 'now'> & { now?: Date },
): Promise<string[]> => {
  const context: SeedContext = { ...options, now: options.now ?? new Date() };
  const ran: string[] = [];
  for (const step of DEMO_STEPS) {
    const didRun = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await step.run(tx, context);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
};
