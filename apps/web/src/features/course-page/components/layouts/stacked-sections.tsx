import { useTranslation } from 'react-i18next';
import { RegionBoundary } from '../../../../components/region-boundary';
import { useShownSections } from '../../hooks/use-shown-sections';
import { SECTION } from '../../utils/section-anchors';
import { CourseDescription } from '../blocks/course-description';
import { HowToBuyBlock } from '../blocks/how-to-buy-block';
import { LazyBlock } from '../blocks/lazy-block';
import { CurriculumBlock } from '../blocks/curriculum-block';
import { CommentsBlock } from '../blocks/lazy-blocks';
import { PageSection } from '../blocks/page-section';

type Part = 'detail' | 'content' | 'howToBuy' | 'questions';

/** One of the course's content sections with its anchor, for the layouts that stack them. */
export const StackedSection = ({ part }: { part: Part }) => {
  const { t } = useTranslation();
  const shown = useShownSections();
  switch (part) {
    case 'detail':
      return (
        <PageSection id={SECTION.detail} title={t('catalog.course.detail')}>
          <CourseDescription />
        </PageSection>
      );
    case 'content':
      return shown.content ? (
        <PageSection id={SECTION.content} title={t('catalog.course.content')}>
          <LazyBlock minHeight={320}>
            <RegionBoundary region="curriculum">
              <CurriculumBlock />
            </RegionBoundary>
          </LazyBlock>
        </PageSection>
      ) : null;
    case 'howToBuy':
      return shown.howToBuy ? (
        <PageSection id={SECTION.howToBuy} title={t('catalog.course.howToBuy')}>
          <HowToBuyBlock />
        </PageSection>
      ) : null;
    case 'questions':
      return shown.questions ? (
        <PageSection id={SECTION.questions} title={t('catalog.course.questions')}>
          <LazyBlock minHeight={200}>
            <CommentsBlock />
          </LazyBlock>
        </PageSection>
      ) : null;
  }
};
