import { addAreaTexts } from './i18n';

let loading: Promise<void> | null = null;

/**
 * Adds the back office's texts to i18next, both languages, the first time a back-office page
 * opens (the same way as `load-learning-texts.ts`): a buyer's page never downloads them.
 */
export const loadAdminTexts = (): Promise<void> => {
  loading ??= import('./areas/admin').then(
    ({ adminTh, adminEn }) => {
      addAreaTexts('admin', { th: adminTh, en: adminEn });
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};
