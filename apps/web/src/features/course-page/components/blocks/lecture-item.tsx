import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { Button } from '../../../../components/ui/button';
import { clockDuration } from '../../../../lib/duration';
import { LECTURE_ICONS, LockIcon } from './course-icons';

const lectureKind = (contentType: string): keyof typeof LECTURE_ICONS =>
  contentType in LECTURE_ICONS ? (contentType as keyof typeof LECTURE_ICONS) : 'text';

type LectureItemProps = { lecture: LectureWire; onPreview: (lecture: LectureWire) => void };

/** One lecture: its kind, name and length; a preview button when previewable, a lock when closed. */
export const LectureItem = ({ lecture, onPreview }: LectureItemProps) => {
  const { t } = useTranslation();
  const id = useId();
  const kind = lectureKind(lecture.content_type);
  const canPreview = lecture.lectures_preview && lecture.is_open;
  const locked = t('catalog.curriculum.locked');
  return (
    <li className="lecture-item">
      <span className="lecture-icon" role="img" aria-label={t(`catalog.curriculum.type.${kind}`)}>
        {LECTURE_ICONS[kind]}
      </span>
      <span id={`${id}-name`} className="lecture-name">
        {lecture.lectures_name}
      </span>
      {canPreview && (
        // Named by its own word, then the lecture's name: a voice user says what they see (WCAG 2.5.3).
        <Button
          id={`${id}-preview`}
          aria-labelledby={`${id}-preview ${id}-name`}
          size="small"
          variant="link"
          onClick={() => onPreview(lecture)}
        >
          {t('catalog.curriculum.preview')}
        </Button>
      )}
      {/* The browser's own tooltip says it on hover; a screen reader reads the picture's name. */}
      {!lecture.is_open && (
        <span className="lecture-lock" role="img" aria-label={locked} title={locked}>
          <LockIcon />
        </span>
      )}
      {kind === 'video' && lecture.video_duration > 0 && (
        <span className="lecture-duration">{clockDuration(lecture.video_duration)}</span>
      )}
    </li>
  );
};
