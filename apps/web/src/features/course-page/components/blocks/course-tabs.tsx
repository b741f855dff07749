import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionBoundary } from '../../../../components/region-boundary';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Tabs } from '../../../../components/ui/tabs';
import { useHashTab } from '../../hooks/use-hash-tab';
import { useShownSections } from '../../hooks/use-shown-sections';
import { SECTION } from '../../utils/section-anchors';
import { CourseDescription } from './course-description';
import { HowToBuyBlock } from './how-to-buy-block';
import { CurriculumBlock } from './curriculum-block';
import { CommentsBlock } from './lazy-blocks';
import '../../styles/course-tabs.css';

const lazyPane = (node: ReactNode) => <Suspense fallback={<Skeleton rows={4} />}>{node}</Suspense>;

/**
 * Course detail, curriculum, how to buy, and questions & comments as tabs; a tab's code and data
 * load when it is first opened, except the detail's and the curriculum's: they are in the page's
 * HTML from the start (the curriculum hidden until its tab opens), for search engines and readers
 * without JavaScript. The section anchors (#detail, #content...) open their tab.
 */
export const CourseTabs = () => {
  const { t } = useTranslation();
  const shown = useShownSections();
  const panes = useMemo(
    () =>
      [
        {
          key: SECTION.detail,
          label: t('catalog.course.detail'),
          children: <CourseDescription />,
          always: true,
          on: true,
        },
        {
          key: SECTION.content,
          label: t('catalog.course.content'),
          children: lazyPane(
            <RegionBoundary region="curriculum">
              <CurriculumBlock />
            </RegionBoundary>,
          ),
          always: true,
          on: shown.content,
        },
        {
          key: SECTION.howToBuy,
          label: t('catalog.course.howToBuy'),
          children: <HowToBuyBlock />,
          always: false,
          on: shown.howToBuy,
        },
        {
          key: SECTION.questions,
          label: t('catalog.course.questions'),
          children: lazyPane(<CommentsBlock />),
          always: false,
          on: shown.questions,
        },
      ].filter((pane) => pane.on),
    [shown.content, shown.howToBuy, shown.questions, t],
  );
  const keys = useMemo(() => panes.map((pane) => pane.key), [panes]);
  const { active, choose, tabsRef } = useHashTab(keys, SECTION.detail);

  // A tab once opened keeps its content (a half-written question, a loaded list) when left.
  const [opened, setOpened] = useState<readonly string[]>([]);
  if (!opened.includes(active)) setOpened([...opened, active]);
  const items = panes.map(({ key, label, children, always }) => ({
    key,
    label,
    children: always || key === active || opened.includes(key) ? children : null,
  }));

  return (
    <div ref={tabsRef} className="course-tabs">
      <Tabs activeKey={active} onChange={choose} items={items} />
    </div>
  );
};
