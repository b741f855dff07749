import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Card, Empty, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminLecture, AdminSection } from '@shop/contract/admin/curriculum-schemas';
import { lectureDragId, sectionDragId } from '../lib/drag-ids';
import { LectureRow } from './lecture-row';
import { SortableHandle } from './sortable-handle';

export type SectionActions = {
  onStepSection: (step: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => void;
  onAddLecture: () => void;
  onEditLecture: (lecture: AdminLecture) => void;
  onDeleteLecture: (lecture: AdminLecture) => void;
  onStepLecture: (lecture: AdminLecture, step: -1 | 1) => void;
};

/** A section as a card with its lectures; both sortable by drag and by buttons. */
export const SectionCard = ({
  section,
  isFirst,
  isLast,
  actions,
}: {
  section: AdminSection;
  isFirst: boolean;
  isLast: boolean;
  actions: SectionActions;
}) => {
  const { t } = useTranslation();
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: sectionDragId(section.id),
    data: { type: 'section' },
  });
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        marginBottom: 16,
      }}
    >
      <Card
        title={
          <Space>
            <SortableHandle
              label={`${t('admin.curriculum.dragHandle')}: ${section.name}`}
              attributes={attributes}
              listeners={listeners}
            />
            {section.name}
          </Space>
        }
        extra={
          <Space size={0}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={`${t('admin.curriculum.moveUp')}: ${section.name}`}
              disabled={isFirst}
              onClick={() => actions.onStepSection(-1)}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={`${t('admin.curriculum.moveDown')}: ${section.name}`}
              disabled={isLast}
              onClick={() => actions.onStepSection(1)}
            />
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('admin.curriculum.renameSection')}: ${section.name}`}
              onClick={actions.onRename}
            />
            <Popconfirm
              title={t('admin.curriculum.deleteSectionConfirm', { name: section.name })}
              okText={t('admin.curriculum.deleteSection')}
              cancelText={t('admin.confirm.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={actions.onDelete}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('admin.curriculum.deleteSection')}: ${section.name}`}
              />
            </Popconfirm>
          </Space>
        }
      >
        <SortableContext
          items={section.lectures.map((lecture) => lectureDragId(lecture.id))}
          strategy={verticalListSortingStrategy}
        >
          {section.lectures.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.curriculum.empty')} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={section.name}>
              {section.lectures.map((lecture, index) => (
                <LectureRow
                  key={lecture.id}
                  lecture={lecture}
                  isFirst={index === 0}
                  isLast={index === section.lectures.length - 1}
                  onStep={(step) => actions.onStepLecture(lecture, step)}
                  onEdit={() => actions.onEditLecture(lecture)}
                  onDelete={() => actions.onDeleteLecture(lecture)}
                />
              ))}
            </ul>
          )}
        </SortableContext>
        <Button icon={<PlusOutlined />} style={{ marginTop: 12 }} onClick={actions.onAddLecture}>
          {t('admin.curriculum.addLecture')}
        </Button>
      </Card>
    </div>
  );
};
