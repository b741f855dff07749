import { useTranslation } from 'react-i18next';
import { SECTION, type SectionAnchor } from '../utils/section-anchors';
import { useShownSections } from './use-shown-sections';

const LABELS = {
  [SECTION.detail]: 'catalog.course.detail',
  [SECTION.content]: 'catalog.course.content',
  [SECTION.pricing]: 'catalog.course.pricing',
  [SECTION.howToBuy]: 'catalog.course.howToBuy',
  [SECTION.questions]: 'catalog.course.questions',
} as const;

/** The anchors of a layout's section navigation, leaving out the sections the shop hides. */
export const useSectionLinks = (order: readonly SectionAnchor[]) => {
  const { t } = useTranslation();
  const shown = useShownSections();
  const isShown: Record<SectionAnchor, boolean> = {
    [SECTION.detail]: true,
    [SECTION.pricing]: true,
    [SECTION.content]: shown.content,
    [SECTION.howToBuy]: shown.howToBuy,
    [SECTION.questions]: shown.questions,
  };
  return order.filter((id) => isShown[id]).map((id) => ({ id, label: t(LABELS[id]) }));
};
