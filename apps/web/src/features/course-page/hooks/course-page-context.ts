import { createContext, useContext } from 'react';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import type { CourseOffer } from './use-course-offer';

/** Who is looking; `isLoading` while the session is still being read. */
export type CourseViewer = { user: SessionUser | null; isLoading: boolean };

/** What buying does; the route supplies it (it puts the course in the cart and opens the cart). */
export type CoursePurchase = { buy: (planId: number) => void; isBuying: boolean };

export type CoursePageValue = {
  course: CourseDetail;
  settings: PublicSiteSettings;
  viewer: CourseViewer;
  purchase: CoursePurchase;
  offer: CourseOffer;
};

export const CoursePageContext = createContext<CoursePageValue | null>(null);

/** The course page's data, for any block inside it. */
export const useCoursePage = (): CoursePageValue => {
  const value = useContext(CoursePageContext);
  if (!value) throw new Error('useCoursePage is used outside the course page');
  return value;
};
