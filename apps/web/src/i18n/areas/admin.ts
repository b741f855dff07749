import type { Widen } from '../widen';
import { dashboardEn, dashboardTh } from './admin/dashboard-texts';
import { documentsEn, documentsTh } from './admin/documents-texts';
import { mailEn, mailTh } from './admin/mail-texts';
import { ordersEn, ordersTh } from './admin/orders-texts';
import { settingsEn, settingsTh } from './admin/settings-texts';
import { shellEn, shellTh } from './admin/shell-texts';
import { studentsEn, studentsTh } from './admin/students-texts';

/**
 * Texts of the back office. They load with the back office (see `load-admin-texts.ts`), never
 * with a buyer's page; each area of the back office adds its own file under `admin/`.
 */
export const adminTh = {
  ...shellTh,
  ...studentsTh,
  ...mailTh,
  ...dashboardTh,
  ...documentsTh,
  ...settingsTh,
  ...ordersTh,
};

export const adminEn: Widen<typeof adminTh> = {
  ...shellEn,
  ...studentsEn,
  ...mailEn,
  ...dashboardEn,
  ...documentsEn,
  ...settingsEn,
  ...ordersEn,
};
