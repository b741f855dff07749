import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyPart } from '../../lazy-part';
import { lazyWithAntd } from '../../lazy-with-antd';
import { PreviewBanner } from '../../../components/preview-banner';
import { CoursePage } from '../../../features/course-page/components/course-page';
import { PageLoadFailed, PageLoading, PageNotFound } from './page-states';
import { useCourseRoute } from './use-course-route';

// Only layout 4 shows it, so it loads only there.
const PurchaseWithoutRegistration = lazyWithAntd('checkout.purchase-without-registration', () =>
  import('../../../features/checkout/components/purchase-without-registration').then(
    (module) => module.PurchaseWithoutRegistration,
  ),
);

// The learning side loads only with `?learn=true`: a buyer's page never downloads it. Built on
// the light components: the parts that need Ant Design (quizzes, homework, a visitor's sign-in)
// bring it when they show.
const LearnRoute = lazyPart('learning.learn-route', () =>
  import('./learn-route').then((module) => module.LearnRoute),
);

/**
 * `/course/:idSlug`: the course page in the shop's layout, with layout 4's purchase without
 * registration; with `?learn=true`, the lessons for a student who may learn the course.
 */
export const CourseRoute = () => {
  const { idSlug } = useParams();
  const page = useCourseRoute(idSlug);

  if (page.status === 'not-found') return <PageNotFound />;
  if (page.status === 'error') return <PageLoadFailed onRetry={page.retry} />;
  if (!page.course || !page.settings) return <PageLoading />;
  const salesPage = (
    <CoursePage
      course={page.course}
      settings={page.settings}
      viewer={page.viewer}
      purchase={page.purchase}
      purchaseBlock={
        <Suspense fallback={null}>
          <PurchaseWithoutRegistration course={page.course} />
        </Suspense>
      }
    />
  );
  if (!page.wantsToLearn) {
    return (
      <>
        <PreviewBanner status={page.course.preview_status} />
        {salesPage}
      </>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <LearnRoute
        course={page.course}
        viewer={page.viewer}
        salesPage={salesPage}
        onAccessEnded={page.refreshCourse}
      />
    </Suspense>
  );
};
