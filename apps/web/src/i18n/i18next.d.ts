import 'i18next';
import type { learningTh } from './areas/learning';
import type { th } from './locales/th';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The learning texts load with the learning pages (load-learning-texts.ts), so they are typed here.
    resources: { translation: typeof th & { learning: typeof learningTh } };
  }
}
