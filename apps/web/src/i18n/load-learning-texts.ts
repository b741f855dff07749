import { addAreaTexts } from './i18n';

let loading: Promise<void> | null = null;

/**
 * Adds the learning texts to i18next, both languages, the first time a learning page opens: the
 * shell and the course page a buyer downloads do not carry them. The learning pages' entry modules
 * await it at their top level, so nothing renders before the texts are there. Texts the shop
 * already overrode in its custom texts stay as the shop set them (the bundle does not overwrite).
 */
export const loadLearningTexts = (): Promise<void> => {
  loading ??= import('./areas/learning').then(
    ({ learningTh, learningEn }) => {
      addAreaTexts('learning', { th: learningTh, en: learningEn });
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};
