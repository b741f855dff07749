import type { ComponentType } from 'react';
import { OutlineIcon } from '../../../components/ui/outline-icon';
import type { LectureKind } from '@shop/domain/learning/lecture-progress';

// The player's pictures drawn inline: Ant Design's icon runtime would come into the player's
// first view for nine shapes.

export const PlayIcon = () => (
  <OutlineIcon>
    <circle cx="12" cy="12" r="10" />
    <path d="m10 8 6 4-6 4z" />
  </OutlineIcon>
);

export const TextIcon = () => (
  <OutlineIcon>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6M8 13h8M8 17h8" />
  </OutlineIcon>
);

export const FileIcon = () => (
  <OutlineIcon>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </OutlineIcon>
);

export const QuestionIcon = () => (
  <OutlineIcon>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
  </OutlineIcon>
);

export const EditIcon = () => (
  <OutlineIcon>
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </OutlineIcon>
);

export const LockIcon = () => (
  <OutlineIcon>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </OutlineIcon>
);

export const DoneIcon = () => (
  <OutlineIcon>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </OutlineIcon>
);

export const PreviousIcon = () => (
  <OutlineIcon>
    <path d="m15 18-6-6 6-6" />
  </OutlineIcon>
);

export const NextIcon = () => (
  <OutlineIcon>
    <path d="m9 18 6-6-6-6" />
  </OutlineIcon>
);

export const LECTURE_KIND_ICONS: Record<LectureKind, ComponentType> = {
  video: PlayIcon,
  text: TextIcon,
  file: FileIcon,
  quiz: QuestionIcon,
  homework: EditIcon,
};

/** An icon that says something on its own (a lecture's kind or state): a labelled image. */
export const LabelledIcon = ({
  icon: Icon,
  label,
  className,
}: {
  icon: ComponentType;
  label: string;
  className?: string;
}) => (
  <span role="img" aria-label={label} className={className}>
    <Icon />
  </span>
);
