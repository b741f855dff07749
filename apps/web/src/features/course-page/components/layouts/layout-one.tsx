import { useTranslation } from 'react-i18next';
import { CourseHero } from '../blocks/course-hero';
import { CourseTabs } from '../blocks/course-tabs';
import { LazyBlock } from '../blocks/lazy-block';
import { RelatedCourses } from '../blocks/related-courses';
import { PageSection } from '../blocks/page-section';
import { PricingBlock } from '../blocks/pricing-block';
import { StartingPrice } from '../blocks/starting-price';
import { VideoPreview } from '../blocks/video-preview';
import { SECTION } from '../../utils/section-anchors';
import '../../styles/layout-one.css';

/**
 * Layout 1, "classic": title and video on the left with the tabs below them, and the price box in
 * a sidebar that stays in view while the tabs scroll (992 px and wider). On narrower screens the
 * price box comes right after the video, before the tabs.
 */
export const LayoutOne = () => {
  const { t } = useTranslation();
  return (
    <div className="course-layout">
      <div className="layout-one">
        <CourseHero className="layout-one-hero" />
        <div className="layout-one-media">
          <VideoPreview />
        </div>
        <div className="layout-one-aside">
          <PageSection id={SECTION.pricing} title={t('catalog.course.pricing')} className="course-box">
            <StartingPrice />
            <PricingBlock variant="list" />
          </PageSection>
        </div>
        <div className="layout-one-tabs">
          <CourseTabs />
        </div>
      </div>
      <LazyBlock>
        <RelatedCourses />
      </LazyBlock>
    </div>
  );
};
