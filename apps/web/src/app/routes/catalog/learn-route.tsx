import { Suspense, useState, type ReactNode } from 'react';
import type { SessionUser } from '@shop/contract/auth/session-user';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { RegionBoundary } from '../../../components/region-boundary';
import { LearnAccessNotice } from '../../../features/learning/components/learn-access-notice';
import { LessonPlayer } from '../../../features/learning/components/lesson-player';
import { lazyWithAntd } from '../../lazy-with-antd';
import { learnView } from './learn-view';

// A visitor signs in here only after pressing "sign in": the form loads then.
const CartLoginPanel = lazyWithAntd(
  'sign-in.cart-login-panel',
  async () => (await import('../../../components/sign-in/cart-login-panel')).CartLoginPanel,
);

type LearnRouteProps = {
  course: CourseDetail;
  viewer: { user: SessionUser | null; isLoading: boolean };
  /** The course's sales page, shown under the reason when the lessons cannot be. */
  salesPage: ReactNode;
  onAccessEnded: () => void;
};

/** The course page's prices, where "buy" and "buy again" lead (spec 1's pricing anchor). */
const PRICING_ANCHOR = '#pricing';

/**
 * `/course/<id>?learn=true`, in its own chunk: the lesson player for a student who may learn the
 * course; otherwise the sales page with the reason on top (a visitor signs in right there, and the
 * sign-in reads the course again, which opens the lessons to a student who has them).
 */
export const LearnRoute = ({ course, viewer, salesPage, onAccessEnded }: LearnRouteProps) => {
  const [isSigningIn, setIsSigningIn] = useState(false);
  const view = learnView({
    isSignedIn: viewer.user !== null,
    isSessionLoading: viewer.isLoading,
    course,
  });
  // Spec 1: nothing is shown while the page's data (here: who is looking) is still loading.
  if (view.kind === 'waiting') return null;
  if (view.kind === 'player' && viewer.user) {
    return (
      <RegionBoundary region="lesson player">
        <LessonPlayer
          course={{ id: course.id, title: course.courseDescription.title, linkPath: course.link_path }}
          userId={viewer.user.id}
          onAccessEnded={onAccessEnded}
        />
      </RegionBoundary>
    );
  }
  const reason = view.kind === 'notice' ? view.reason : 'sign-in';
  return (
    <>
      <LearnAccessNotice reason={reason} onSignIn={() => setIsSigningIn(true)} pricingHref={PRICING_ANCHOR} />
      {reason === 'sign-in' && isSigningIn && (
        <div className="learn-sign-in">
          <Suspense fallback={null}>
            <CartLoginPanel onSignedIn={() => setIsSigningIn(false)} />
          </Suspense>
        </div>
      )}
      {salesPage}
    </>
  );
};
