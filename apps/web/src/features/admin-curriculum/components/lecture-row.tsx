import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminLecture } from '@shop/contract/admin/curriculum-schemas';
import { lectureDragId } from '../lib/drag-ids';
import { SortableHandle } from './sortable-handle';

type Props = {
  lecture: AdminLecture;
  isFirst: boolean;
  isLast: boolean;
  onStep: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** One lecture in its section's card: drag grip, kind, name, and its actions. */
export const LectureRow = ({ lecture, isFirst, isLast, onStep, onEdit, onDelete }: Props) => {
  const { t } = useTranslation();
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: lectureDragId(lecture.id),
    data: { type: 'lecture' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 0',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <SortableHandle
        label={`${t('admin.curriculum.dragHandle')}: ${lecture.name}`}
        attributes={attributes}
        listeners={listeners}
      />
      <Tag>{t(`admin.curriculum.kinds.${lecture.content_type}`)}</Tag>
      <Typography.Text style={{ flex: 1 }}>{lecture.name}</Typography.Text>
      {lecture.is_preview ? <Tag color="blue">{t('admin.curriculum.preview')}</Tag> : null}
      <Space size={0}>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={`${t('admin.curriculum.moveUp')}: ${lecture.name}`}
          disabled={isFirst}
          onClick={() => onStep(-1)}
        />
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={`${t('admin.curriculum.moveDown')}: ${lecture.name}`}
          disabled={isLast}
          onClick={() => onStep(1)}
        />
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`${t('admin.curriculum.editLecture')}: ${lecture.name}`}
          onClick={onEdit}
        />
        <Popconfirm
          title={t('admin.curriculum.deleteLectureConfirm', { name: lecture.name })}
          okText={t('admin.curriculum.deleteLecture')}
          cancelText={t('admin.confirm.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t('admin.curriculum.deleteLecture')}: ${lecture.name}`}
          />
        </Popconfirm>
      </Space>
    </li>
  );
};
