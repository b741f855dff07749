import 'i18next';
import type { adminTh } from './areas/admin';
import type { learningTh } from './areas/learning';
import type { th } from './locales/th';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The learning and back-office texts load with their pages (load-*-texts.ts), so they are typed here.
    resources: { translation: typeof th & { learning: typeof learningTh; admin: typeof adminTh } };
  }
}
