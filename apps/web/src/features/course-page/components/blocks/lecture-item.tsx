import {
  EditOutlined,
  FileTextOutlined,
  LockOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { clockDuration } from '../../../../lib/duration';

const TYPE_ICONS = {
  video: <PlayCircleOutlined />,
  quiz: <QuestionCircleOutlined />,
  homework: <EditOutlined />,
  text: <FileTextOutlined />,
} as const;

const lectureKind = (contentType: string): keyof typeof TYPE_ICONS =>
  contentType in TYPE_ICONS ? (contentType as keyof typeof TYPE_ICONS) : 'text';

type LectureItemProps = { lecture: LectureWire; onPreview: (lecture: LectureWire) => void };

/** One lecture: its kind, name and length; a preview button when previewable, a lock when closed. */
export const LectureItem = ({ lecture, onPreview }: LectureItemProps) => {
  const { t } = useTranslation();
  const kind = lectureKind(lecture.content_type);
  const canPreview = lecture.lectures_preview && lecture.is_open;
  return (
    <li className="lecture-item">
      <span className="lecture-icon" role="img" aria-label={t(`catalog.curriculum.type.${kind}`)}>
        {TYPE_ICONS[kind]}
      </span>
      <span className="lecture-name">{lecture.lectures_name}</span>
      {canPreview && (
        <Button
          size="small"
          type="link"
          aria-label={t('catalog.curriculum.previewOf', { name: lecture.lectures_name })}
          onClick={() => onPreview(lecture)}
        >
          {t('catalog.curriculum.preview')}
        </Button>
      )}
      {!lecture.is_open && (
        <Tooltip title={t('catalog.curriculum.locked')}>
          <LockOutlined className="lecture-lock" aria-label={t('catalog.curriculum.locked')} role="img" />
        </Tooltip>
      )}
      {kind === 'video' && lecture.video_duration > 0 && (
        <span className="lecture-duration">{clockDuration(lecture.video_duration)}</span>
      )}
    </li>
  );
};
