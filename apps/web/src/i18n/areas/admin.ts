import type { Widen } from '../widen';
import { catalogEn, catalogTh } from './admin/catalog-texts';
import { curriculumEn, curriculumTh } from './admin/curriculum-texts';
import { dashboardEn, dashboardTh } from './admin/dashboard-texts';
import { documentsEn, documentsTh } from './admin/documents-texts';
import { mailEn, mailTh } from './admin/mail-texts';
import { mediaEn, mediaTh } from './admin/media-texts';
import { ordersEn, ordersTh } from './admin/orders-texts';
import { pricingEn, pricingTh } from './admin/pricing-texts';
import { settingsEn, settingsTh } from './admin/settings-texts';
import { shellEn, shellTh } from './admin/shell-texts';
import { studentsEn, studentsTh } from './admin/students-texts';

/**
 * Texts of the back office. They load with the back office (see `load-admin-texts.ts`), never
 * with a buyer's page; each area of the back office adds its own file under `admin/`.
 */
export const adminTh = {
  ...shellTh,
  ...catalogTh,
  ...studentsTh,
  ...mailTh,
  ...mediaTh,
  ...dashboardTh,
  ...documentsTh,
  ...settingsTh,
  ...ordersTh,
  ...curriculumTh,
  ...pricingTh,
};

export const adminEn: Widen<typeof adminTh> = {
  ...shellEn,
  ...catalogEn,
  ...studentsEn,
  ...mailEn,
  ...mediaEn,
  ...dashboardEn,
  ...documentsEn,
  ...settingsEn,
  ...ordersEn,
  ...curriculumEn,
  ...pricingEn,
};
