// The catalogue module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import { courseListRoutes } from './course-list.routes';
import { courseDetailRoutes } from './course-detail.routes';
import { catalogPageRoutes } from './catalog-pages.routes';
import { discountRoutes } from './discounts.routes';
import { adminPlanRoutes } from './admin/plans-admin.routes';
import { adminPromotionRoutes } from './admin/promotions-admin.routes';
import { adminCouponRoutes } from './admin/coupons-admin.routes';
import { adminCourseRoutes } from './admin/courses.routes';
import { adminCatalogGroupRoutes } from './admin/groups.routes';

/** The catalogue module's routes, registered in the app's own context. */
export const catalogueModule = fp(
  async (app) => {
    await app.register(courseListRoutes);
    await app.register(courseDetailRoutes);
    await app.register(catalogPageRoutes);
    await app.register(discountRoutes);
    await app.register(adminPlanRoutes);
    await app.register(adminPromotionRoutes);
    await app.register(adminCouponRoutes);
    await app.register(adminCourseRoutes);
    await app.register(adminCatalogGroupRoutes);
  },
  { name: 'catalogue-module' },
);

export { toCouponWire, toDomainCoupon, toDomainPlan, toDomainPromotion } from './catalog-mappers';
export { listBrowsableCategories } from './catalog-pages.service';
export { cachedCourseCore } from './course-core';
export type { CourseCore } from './course-core';
export { findOpenEnrolledCourseIds, findPublishedCourse } from './course-detail.repository';
export { findCurricula, findCurriculum } from './curriculum.repository';
export { findCouponsByIds, isCouponUsable, listRunningPromotions } from './discounts.repository';
export { listPromotions } from './discounts.service';
export { findPlansByIds, findPlansOfCourses } from './plans.repository';
export { activeEnrolmentPort } from './enrolment-port';
export {
  giveBackCouponUse,
  giveBackSeats,
  giveBackStock,
  takeCouponUse,
  takeSeat,
  takeStock,
} from './course-reservations';
export { curriculumCopyPort } from './admin/curriculum-copy-port';
