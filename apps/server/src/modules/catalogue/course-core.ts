import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import type { CourseType } from '@shop/domain/catalog/course-type';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import type { Queryable } from '../../db/database';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import type { TtlCache } from '../../lib/ttl-cache';
import { toDomainPlan, toPlanWire } from './catalog-mappers';
import { findPublishedCourse } from './course-detail.repository';
import { listPromotions } from './discounts.service';
import { findPlansOfCourses } from './plans.repository';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The part of a course page that is the same for every viewer, so it can be cached. */
export type CourseCore = {
  detail: Omit<
    CourseDetail,
    | 'priceDetailByUserId'
    | 'statusOrder'
    | 'lockCourse'
    | 'orderCourseId'
    | 'is_enrolled'
    | 'access_ended'
    | 'can_renew'
  >;
  plans: PricingPlan[];
  courseForUserGroup: number[];
  status: 'draft' | 'published' | 'hidden';
};

/** `anyStatus`: an administrator's preview, which also loads a course visitors may not see (never cached). */
export const loadCourseCore = async (
  db: Queryable,
  id: number,
  now: Date,
  anyStatus = false,
): Promise<CourseCore | null> => {
  const found = await findPublishedCourse(db, id, now, anyStatus);
  if (!found) return null;
  const { course, instructor, category } = found;
  const plans = (await findPlansOfCourses(db, [course.id])).map(toDomainPlan);
  const promotions = (await listPromotions(db, now)).filter((promotion) =>
    promotion.coursesInPromotion.some((item) => item.id === course.id),
  );
  const courseType = course.courseType as CourseType;
  return {
    plans,
    courseForUserGroup: course.courseForUserGroup,
    status: course.status as CourseCore['status'],
    detail: {
      id: course.id,
      courseDescription: {
        title: course.title,
        endPublish: iso(course.endPublish),
        shortDescription: course.shortDescription,
        // Stored by the back office (and sanitised there when an editor saves it); sanitised again here.
        description: sanitizeRichText(course.description),
      },
      preview: {
        pictureUrl: course.pictureUrl,
        videoUrl: course.videoUrl,
        videoName: course.videoName,
        videoDesc: course.videoDesc,
        classType: course.classType,
        startDate: iso(course.startDate),
        endDate: iso(course.endDate),
        startRegDate: iso(course.startRegDate),
        endRegDate: iso(course.endRegDate),
      },
      courseType,
      course_type: courseType,
      coursePoint: course.coursePoint,
      priceDetail: plans.filter((plan) => plan.statusShow === 1).map(toPlanWire),
      seat: course.seatsTotal === null ? null : Math.max(0, course.seatsTotal - course.seatsTaken),
      available_qty: course.availableQty,
      free_book: course.freeBook,
      free_book_type: course.freeBookType,
      product_free: course.productFree,
      link_path: course.linkPath ?? '',
      courseVenue: course.courseVenue,
      course_for_user_group: course.courseForUserGroup.join(','),
      is_layout_course_registration: course.isLayoutCourseRegistration,
      is_recertification_course: course.isRecertificationCourse,
      promotion: promotions,
      meta_title: course.metaTitle,
      meta_description: course.metaDescription,
      page_keyword: course.pageKeyword,
      robot_index: course.robotIndex,
      robot_follow: course.robotFollow,
      facebook_title: course.facebookTitle,
      facebook_description: course.facebookDescription,
      facebook_image: course.facebookImage,
      twitter_title: course.twitterTitle,
      twitter_description: course.twitterDescription,
      twitter_image: course.twitterImage,
      course_language: course.courseLanguage,
      custom_text_language_key: course.customTextLanguageKey,
      image_detail: course.imageDetail,
      instructor: instructor
        ? {
            id: instructor.id,
            name: `${instructor.firstname} ${instructor.lastname}`.trim(),
            biography: instructor.biography,
            display_image_url: instructor.displayImageUrl,
          }
        : null,
      category: category
        ? { id: category.id, name: category.name, slug: category.slug, link_path: category.linkPath }
        : null,
    },
  };
};

/** The viewer-independent part of a course through the catalogue cache; null when not published. */
export const cachedCourseCore = (db: Queryable, cache: TtlCache, id: number, now = new Date()) =>
  cache.getOrLoad(`course:${String(id)}`, () => loadCourseCore(db, id, now));
