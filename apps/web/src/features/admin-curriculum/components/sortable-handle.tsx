import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Button } from 'antd';

/** The grip a section or lecture is dragged by (also keyboard: space, arrows, space). */
export const SortableHandle = ({
  label,
  attributes,
  listeners,
}: {
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) => (
  <Button
    type="text"
    size="small"
    icon={<HolderOutlined />}
    aria-label={label}
    style={{ cursor: 'grab' }}
    {...attributes}
    {...listeners}
  />
);
