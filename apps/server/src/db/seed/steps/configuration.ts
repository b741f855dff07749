import {
  bankAccounts,
  customLabels,
  paymentMethods,
  shippingFeeOptions,
  siteSettings,
  userGroups,
} from '../../tables';
import {
  DEMO_BANK_ACCOUNTS,
  DEMO_CUSTOM_LABELS,
  DEMO_PAYMENT_METHODS,
  DEMO_SETTINGS,
  DEMO_SHIPPING_FEES,
  DEMO_USER_GROUPS,
} from '../demo-shop-config';
import type { SeedStep } from '../seed-step';

export const seedConfiguration: SeedStep = {
  name: 'demo-configuration',
  async run(tx) {
    await tx
      .insert(siteSettings)
      .values({ id: 1, data: { ...DEMO_SETTINGS } })
      .onConflictDoNothing();
    await tx
      .insert(userGroups)
      .values(DEMO_USER_GROUPS.map((group, index) => ({ ...group, sortOrder: index })));
    await tx.insert(customLabels).values(
      DEMO_CUSTOM_LABELS.map((label, index) => ({
        ...label,
        itemList: [...label.itemList],
        orderLabel: index,
      })),
    );
    await tx
      .insert(shippingFeeOptions)
      .values(DEMO_SHIPPING_FEES.map((fee, index) => ({ ...fee, sortOrder: index })));
    await tx
      .insert(paymentMethods)
      .values(DEMO_PAYMENT_METHODS.map((method, index) => ({ ...method, sortOrder: index })));
    await tx
      .insert(bankAccounts)
      .values(DEMO_BANK_ACCOUNTS.map((account, index) => ({ ...account, sortOrder: index })));
  },
};
