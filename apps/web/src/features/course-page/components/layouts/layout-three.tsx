import { useTranslation } from 'react-i18next';
import { SECTION } from '../../utils/section-anchors';
import { CourseHero } from '../blocks/course-hero';
import { LazyBlock } from '../blocks/lazy-block';
import { RelatedCourses } from '../blocks/related-courses';
import { PageSection } from '../blocks/page-section';
import { PricingBlock } from '../blocks/pricing-block';
import { SectionLinks } from '../blocks/section-links';
import { StartingPrice } from '../blocks/starting-price';
import { VideoPreview } from '../blocks/video-preview';
import { StackedSection } from './stacked-sections';
import '../../styles/layout-three.css';

const NAV = [SECTION.detail, SECTION.content, SECTION.pricing, SECTION.howToBuy, SECTION.questions] as const;

/**
 * Layout 3, "showcase": a full-width banner in the shop's colour with the title beside the video,
 * a section menu that sticks to the top, then every section one after another (no tabs) with
 * the plans as cards in the middle of the page.
 */
export const LayoutThree = () => {
  const { t } = useTranslation();
  return (
    <div className="course-layout layout-three">
      <div className="layout-three-banner">
        <div className="layout-three-banner-inner">
          <div>
            <CourseHero className="is-inverse" />
            <StartingPrice />
            <a href={`#${SECTION.pricing}`} className="course-link-button is-light">
              {t('catalog.course.choosePlan')}
            </a>
          </div>
          <VideoPreview />
        </div>
      </div>
      <SectionLinks order={NAV} className="layout-three-nav" />
      <div className="layout-three-body">
        <StackedSection part="detail" />
        <StackedSection part="content" />
        <PageSection id={SECTION.pricing} title={t('catalog.course.pricing')}>
          <PricingBlock variant="grid" />
        </PageSection>
        <StackedSection part="howToBuy" />
        <StackedSection part="questions" />
        <LazyBlock>
          <RelatedCourses />
        </LazyBlock>
      </div>
    </div>
  );
};
