import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useCourseDetail } from '../../../features/course-page/api/get-course-detail';
import { useSiteSettings } from '../../../features/settings/api/site-settings';
import { idFromSlug } from './id-from-slug';
import { pageStatus } from './page-status';
import { useAddToCart } from './use-add-to-cart';
import { useCanonicalRedirect } from './use-canonical-redirect';
import { metaDescription, pageTitle, useDocumentMeta } from './use-document-meta';
import { useTrackViewItem } from './use-track-view-item';
import { asksForLessons } from '@shop/contract/pages/course-lessons';

/**
 * Everything the course page needs, composed from the features: the course (flag 1 counts the
 * view), the site settings, the viewer, and buying through the cart. It also moves to the
 * canonical address, keeps the tab title current and reports view_item. `?learn=true` asks for
 * the course's lessons (the learn route decides whether they can be shown).
 */
export const useCourseRoute = (idSlug: string | undefined) => {
  const id = idFromSlug(idSlug);
  const [searchParams] = useSearchParams();
  const detail = useCourseDetail(id, searchParams.get('preview') === '1');
  const settings = useSiteSettings();
  const user = useCurrentUser();
  const cart = useAddToCart();
  const course = detail.data ?? null;

  useCanonicalRedirect(course, id);
  useTrackViewItem(course);
  useDocumentMeta(
    course && settings.data
      ? {
          title: pageTitle(course.meta_title, course.courseDescription.title, settings.data.title),
          description: metaDescription(course.meta_description, course.courseDescription.shortDescription),
        }
      : null,
  );

  const viewer = useMemo(
    () => ({ user: user.data ?? null, isLoading: user.isPending }),
    [user.data, user.isPending],
  );
  const courseId = course?.id;
  const { add, isPending } = cart;
  const purchase = useMemo(
    () => ({
      buy: (planId: number) => {
        if (courseId !== undefined) add({ courseId, planId });
      },
      isBuying: isPending,
    }),
    [add, courseId, isPending],
  );

  const { refetch } = detail;
  const refreshCourse = useCallback(() => void refetch(), [refetch]);

  return {
    status: pageStatus(id, detail, [settings]),
    course,
    settings: settings.data ?? null,
    viewer,
    purchase,
    wantsToLearn: asksForLessons(searchParams),
    refreshCourse,
    retry: () => void Promise.all([detail.refetch(), settings.refetch()]),
  };
};
