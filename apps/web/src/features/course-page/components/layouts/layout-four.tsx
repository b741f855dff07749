import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoursePage } from '../../hooks/course-page-context';
import { SECTION } from '../../utils/section-anchors';
import { CourseHero } from '../blocks/course-hero';
import { LazyBlock } from '../blocks/lazy-block';
import { RelatedCourses } from '../blocks/related-courses';
import { PageSection } from '../blocks/page-section';
import { PricingBlock } from '../blocks/pricing-block';
import { PromotionLinks } from '../blocks/promotion-links';
import { StickyRegisterBar } from '../blocks/sticky-register-bar';
import { VideoPreview } from '../blocks/video-preview';
import { StackedSection } from './stacked-sections';
import '../../styles/layout-four.css';

export type LayoutFourProps = {
  /** The purchase-without-registration block; without it the plan picker and a Register button. */
  purchaseBlock?: ReactNode;
};

/**
 * Layout 4, purchase without registration (spec 1 section 2): the sticky register bar, the course
 * sections stacked, and the purchase area at the pricing anchor, where the bar's Register leads.
 * The promotion links sit under the title, since the purchase block has its own promotion area.
 */
export const LayoutFour = ({ purchaseBlock }: LayoutFourProps) => {
  const { t } = useTranslation();
  const { eligibility } = useCoursePage().offer;
  // The buying rules come before anyone types: a course this viewer cannot buy (sold out, closed,
  // for a user group, an instructor looking) shows its plans and the reason, as layout 1 does,
  // instead of a form that would make an account and then refuse the order.
  const isRefused = !eligibility.canBuy && eligibility.reason !== 'loading';
  return (
    <div className="course-layout layout-four">
      <StickyRegisterBar canRegister={!isRefused} />
      <div className="layout-four-hero">
        <div>
          <CourseHero />
          <PromotionLinks />
        </div>
        <VideoPreview />
      </div>
      <StackedSection part="detail" />
      <StackedSection part="content" />
      <StackedSection part="howToBuy" />
      <PageSection id={SECTION.pricing} title={t('catalog.course.pricing')} className="layout-four-purchase">
        {isRefused ? (
          // The plans with the reason the viewer cannot buy (the block's BuyActions).
          <PricingBlock variant="grid" withPromotions={false} />
        ) : purchaseBlock ? (
          // The purchase form is built on Ant Design and is of no use without JavaScript: the
          // plans and their prices stand in its place (in the server's HTML too) until it is
          // scrolled near, so the page's first view downloads none of it.
          <LazyBlock
            shownByServer={false}
            placeholder={<PricingBlock variant="grid" withPromotions={false} />}
          >
            {purchaseBlock}
          </LazyBlock>
        ) : (
          <PricingBlock variant="grid" withPromotions={false} />
        )}
      </PageSection>
      <StackedSection part="questions" />
      <LazyBlock>
        <RelatedCourses />
      </LazyBlock>
    </div>
  );
};
