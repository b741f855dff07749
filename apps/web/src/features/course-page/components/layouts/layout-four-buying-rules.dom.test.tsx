import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BuyEligibility } from '@shop/domain/eligibility/buy-eligibility';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { CoursePageContext, type CoursePageValue } from '../../hooks/course-page-context';
import { LayoutFour } from './layout-four';

// The page's other blocks stand in for themselves: what matters is what the pricing area offers.
vi.mock('../blocks/course-hero', () => ({ CourseHero: () => <h1>The course</h1> }));
vi.mock('../blocks/promotion-links', () => ({ PromotionLinks: () => null }));
vi.mock('../blocks/video-preview', () => ({ VideoPreview: () => null }));
vi.mock('../blocks/related-courses', () => ({ RelatedCourses: () => null }));
vi.mock('./stacked-sections', () => ({ StackedSection: () => null }));
vi.mock('../blocks/section-links', () => ({ SectionLinks: () => null }));
vi.mock('../blocks/starting-price', () => ({ StartingPrice: () => <span>from ฿990.00</span> }));
// The pricing block's plans stand in; its buy actions are the real ones, the reason among them.
vi.mock('../blocks/pricing-block', async () => {
  const { BuyActions } = await import('../blocks/buy-actions');
  return {
    PricingBlock: () => (
      <div>
        <p>the plans and their prices</p>
        <BuyActions />
      </div>
    ),
  };
});
vi.mock('../blocks/lazy-block', () => ({
  LazyBlock: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

const pageWith = (eligibility: BuyEligibility) =>
  ({
    course: { id: 1, link_path: '/course/1-python' },
    settings: {},
    viewer: { user: null, isLoading: false },
    purchase: { buy: vi.fn(), isBuying: false },
    offer: { currency: 'THB', plans: [], chosenPlanId: null, eligibility, isEnrolled: false },
  }) as unknown as CoursePageValue;

const showLayoutFour = (eligibility: BuyEligibility) =>
  render(
    <MemoryRouter>
      <CoursePageContext value={pageWith(eligibility)}>
        <LayoutFour purchaseBlock={<form aria-label="Buy without registering">the form</form>} />
      </CoursePageContext>
    </MemoryRouter>,
  );

describe("layout 4's buying rules", () => {
  it.each([
    ['sold out', ErrorCode.SOLD_OUT, 'sold-out'],
    ['closed for registration', ErrorCode.REGISTRATION_CLOSED, 'registration-ended'],
    ['restricted to a user group', ErrorCode.COURSE_NOT_AVAILABLE, 'no-course-access'],
    ['for an instructor', ErrorCode.INSTRUCTOR_CANNOT_BUY, 'instructor-only'],
  ] as const)(
    'hides the registration form with the reason, and the bar offers no Register, when the course is %s',
    (_, code, reason) => {
      showLayoutFour({ canBuy: false, code, reason });

      expect(screen.queryByRole('form', { name: 'Buy without registering' })).toBeNull();
      const pricing = screen.getByRole('region', { name: 'Registration fee' });
      // The reason, once.
      expect(within(pricing).getAllByRole('alert')).toHaveLength(1);
      const bar = screen.getByRole('complementary', { name: 'Registration bar' });
      expect(within(bar).queryByRole('button', { name: 'Register' })).toBeNull();
    },
  );

  it('offers the form and the bar’s Register when the viewer may buy', () => {
    showLayoutFour({ canBuy: true });

    expect(screen.getByRole('form', { name: 'Buy without registering' })).toBeInTheDocument();
    const bar = screen.getByRole('complementary', { name: 'Registration bar' });
    expect(within(bar).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});
