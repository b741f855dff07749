import { Skeleton, Tabs } from 'antd';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHashTab } from '../../hooks/use-hash-tab';
import { useShownSections } from '../../hooks/use-shown-sections';
import { SECTION } from '../../utils/section-anchors';
import { CourseDescription } from './course-description';
import { HowToBuyBlock } from './how-to-buy-block';
import { CommentsBlock, CurriculumBlock } from './lazy-blocks';
import '../../styles/course-tabs.css';

const lazyPane = (node: ReactNode) => <Suspense fallback={<Skeleton active />}>{node}</Suspense>;

/**
 * Course detail, curriculum, how to buy, and questions & comments as tabs; a tab's code and data
 * load when it is first opened, except the curriculum's: it is in the page's HTML from the start
 * (hidden until its tab opens), for search engines and readers without JavaScript. The section
 * anchors (#detail, #content...) open their tab.
 */
export const CourseTabs = () => {
  const { t } = useTranslation();
  const shown = useShownSections();
  const items = useMemo(
    () =>
      [
        { key: SECTION.detail, label: t('catalog.course.detail'), children: <CourseDescription />, on: true },
        {
          key: SECTION.content,
          label: t('catalog.course.content'),
          children: lazyPane(<CurriculumBlock />),
          forceRender: true,
          on: shown.content,
        },
        {
          key: SECTION.howToBuy,
          label: t('catalog.course.howToBuy'),
          children: <HowToBuyBlock />,
          on: shown.howToBuy,
        },
        {
          key: SECTION.questions,
          label: t('catalog.course.questions'),
          children: lazyPane(<CommentsBlock />),
          on: shown.questions,
        },
      ]
        .filter((item) => item.on)
        .map(({ on: _on, ...item }) => item),
    [shown.content, shown.howToBuy, shown.questions, t],
  );
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const { active, choose, tabsRef } = useHashTab(keys, SECTION.detail);

  return (
    <div ref={tabsRef} className="course-tabs">
      <Tabs activeKey={active} onChange={choose} items={items} size="large" />
    </div>
  );
};
