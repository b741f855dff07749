import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminLecture, AdminSection } from '@shop/contract/admin/curriculum-schemas';
import { moveLecture, moveSection, stepLecture } from '../lib/curriculum-order';
import { parseDragId, sectionDragId } from '../lib/drag-ids';
import { SectionCard } from './section-card';

export type BoardActions = {
  onReorder: (sections: AdminSection[]) => void;
  onRenameSection: (section: AdminSection) => void;
  onDeleteSection: (section: AdminSection) => void;
  onAddLecture: (section: AdminSection) => void;
  onEditLecture: (lecture: AdminLecture) => void;
  onDeleteLecture: (lecture: AdminLecture) => void;
};

/** What a drop means for the order: a section among sections, a lecture before another or into a section. */
const orderAfterDrop = (sections: AdminSection[], event: DragEndEvent): AdminSection[] | null => {
  const active = parseDragId(event.active.id);
  const over = event.over ? parseDragId(event.over.id) : null;
  if (!active || !over || (active.type === over.type && active.id === over.id)) return null;
  if (active.type === 'section') {
    const from = sections.findIndex((section) => section.id === active.id);
    const to =
      over.type === 'section'
        ? sections.findIndex((section) => section.id === over.id)
        : sections.findIndex((section) => section.lectures.some((lecture) => lecture.id === over.id));
    return from === to ? null : moveSection(sections, from, to);
  }
  return moveLecture(
    sections,
    active.id,
    over.type === 'lecture' ? { overLectureId: over.id } : { toSectionId: over.id },
  );
};

/** The curriculum as cards of sections with their lectures, reordered by drag or by buttons. */
export const CurriculumBoard = ({
  sections,
  actions,
}: {
  sections: AdminSection[];
  actions: BoardActions;
}) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (sections.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.curriculum.noSections')} />;
  const onDragEnd = (event: DragEndEvent) => {
    const next = orderAfterDrop(sections, event);
    if (next) actions.onReorder(next);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={sections.map((section) => sectionDragId(section.id))}
        strategy={verticalListSortingStrategy}
      >
        {sections.map((section, index) => (
          <SectionCard
            key={section.id}
            section={section}
            isFirst={index === 0}
            isLast={index === sections.length - 1}
            actions={{
              onStepSection: (step) => actions.onReorder(moveSection(sections, index, index + step)),
              onRename: () => actions.onRenameSection(section),
              onDelete: () => actions.onDeleteSection(section),
              onAddLecture: () => actions.onAddLecture(section),
              onEditLecture: actions.onEditLecture,
              onDeleteLecture: actions.onDeleteLecture,
              onStepLecture: (lecture, step) => actions.onReorder(stepLecture(sections, lecture.id, step)),
            }}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
};
