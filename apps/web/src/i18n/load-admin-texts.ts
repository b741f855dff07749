import i18next from 'i18next';

let loading: Promise<void> | null = null;

/**
 * Adds the back office's texts to i18next, both languages, the first time a back-office page
 * opens (the same way as `load-learning-texts.ts`): a buyer's page never downloads them.
 */
export const loadAdminTexts = (): Promise<void> => {
  loading ??= import('./areas/admin').then(
    ({ adminTh, adminEn }) => {
      i18next.addResourceBundle('th', 'translation', { admin: adminTh }, true, false);
      i18next.addResourceBundle('en', 'translation', { admin: adminEn }, true, false);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};
