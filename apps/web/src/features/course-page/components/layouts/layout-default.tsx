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
import '../../styles/layout-default.css';

/**
 * The default layout, "compact": one reading column, the video first, then the title, a price
 * card with the buy button, and the tabs. The same order on every screen size.
 */
export const LayoutDefault = () => {
  const { t } = useTranslation();
  return (
    <div className="course-layout">
      <div className="course-layout layout-default">
        <VideoPreview />
        <CourseHero />
        <PageSection
          id={SECTION.pricing}
          title={t('catalog.course.pricing')}
          className="course-box layout-default-price"
        >
          <StartingPrice />
          <PricingBlock variant="list" />
        </PageSection>
        <CourseTabs />
      </div>
      <LazyBlock>
        <RelatedCourses />
      </LazyBlock>
    </div>
  );
};
