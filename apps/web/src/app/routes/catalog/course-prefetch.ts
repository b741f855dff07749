import type { QueryClient } from '@tanstack/react-query';
import { ignore } from '../../route-prefetch';
import { courseDetailQueryOptions } from '../../../features/course-page/api/get-course-detail';
import { curriculumQueryOptions } from '../../../features/course-page/api/get-curriculum';
import { relatedCoursesQueryOptions } from '../../../features/course-page/api/list-related-courses';
import { shownRelatedKinds } from '../../../features/course-page/utils/shown-related-kinds';
import { siteSettingsQueryOptions } from '../../../features/settings/api/site-settings';
import { asksForLessons } from '@shop/contract/pages/course-lessons';
import { idFromSlug } from './id-from-slug';

/** `/course/12-slug` -> 12; null for any other address. */
const courseIdOf = (url: URL): number | null => {
  const [, first, idSlug] = url.pathname.split('/');
  return first === 'course' ? idFromSlug(idSlug) : null;
};

/**
 * What a course page shows, asked for at once: the course, its curriculum and, once the settings
 * say which lists the shop shows, its related courses. The page found them one after another,
 * each only once the one before had rendered. With `?learn=true`, the course and the lessons' reads.
 */
export const prefetchCoursePage = async (client: QueryClient, request: Request) => {
  const url = new URL(request.url);
  const id = courseIdOf(url);
  if (id === null) return;
  const related = async () => {
    const settings = await client.query(siteSettingsQueryOptions());
    await Promise.all(
      shownRelatedKinds(settings).map((kind) => client.query(relatedCoursesQueryOptions(id, kind))),
    );
  };
  const course = client.query(courseDetailQueryOptions(id, url.searchParams.get('preview') === '1'));
  // The lessons show the student's playlist, not the sales page's curriculum and related lists:
  // those are read only when the render shows the sales page (a reader who may not learn it).
  if (asksForLessons(url.search)) {
    const { prefetchLessons } = await import('./lessons-prefetch');
    await Promise.all([course.catch(ignore), prefetchLessons(client, id, url)]);
    return;
  }
  await Promise.all([
    course.catch(ignore),
    client.query(curriculumQueryOptions(id)).catch(ignore),
    related().catch(ignore),
  ]);
};
