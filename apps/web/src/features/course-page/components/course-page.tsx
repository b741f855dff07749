import { Suspense, type ReactNode } from 'react';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import { courseDetailLayout } from '@shop/domain/catalog/course-page-layout';
import { CoursePageContext, type CoursePurchase, type CourseViewer } from '../hooks/course-page-context';
import { useCourseOffer } from '../hooks/use-course-offer';
import { LayoutDefault } from './layouts/layout-default';
import { LayoutFour } from './layouts/layout-four';
import { LayoutOne } from './layouts/layout-one';
import { LayoutThree } from './layouts/layout-three';
import '../course-page.css';

// The four layouts share most of their blocks and each is a few hundred bytes of its own: they
// come with the course page rather than as a chunk each (one more request on a slow line).

export type CoursePageProps = {
  course: CourseDetail;
  settings: PublicSiteSettings;
  viewer: CourseViewer;
  purchase: CoursePurchase;
  /** Layout 4's purchase-without-registration block, when the route provides one. */
  purchaseBlock?: ReactNode;
};

/**
 * A course in the layout the shop chose (site layout_course_detail, overridden by the course's
 * is_layout_course_registration): 1, 3, 4 or the default one.
 */
export const CoursePage = ({ course, settings, viewer, purchase, purchaseBlock }: CoursePageProps) => {
  const layout = courseDetailLayout(settings.layout_course_detail, course.is_layout_course_registration);
  // US dollars only in the registration layout with the USD currency (spec 1 section 1).
  const currency = layout === 4 ? settings.registration_currency : 'THB';
  const offer = useCourseOffer(course, settings, viewer, currency);
  const value = { course, settings, viewer, purchase, offer };

  return (
    <CoursePageContext value={value}>
      <Suspense fallback={null}>
        {layout === 1 && <LayoutOne />}
        {layout === 3 && <LayoutThree />}
        {layout === 4 && <LayoutFour purchaseBlock={purchaseBlock} />}
        {layout === 'default' && <LayoutDefault />}
      </Suspense>
    </CoursePageContext>
  );
};
