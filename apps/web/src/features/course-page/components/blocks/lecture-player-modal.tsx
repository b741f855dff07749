import { Empty, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { mediaUrl } from '../../../../lib/media-url';
import { videoSource } from '../../../../lib/video-source';
import { RichText } from './rich-text';

type LecturePlayerModalProps = { lecture: LectureWire | null; onClose: () => void };

const PreviewBody = ({ lecture }: { lecture: LectureWire }) => {
  const { t } = useTranslation();
  const video = mediaUrl(lecture.video_url);
  if (video) {
    const source = videoSource(video);
    return source.kind === 'file' ? (
      <video
        className="lecture-player"
        src={source.src}
        controls
        autoPlay
        playsInline
        aria-label={lecture.lectures_name}
      />
    ) : (
      <iframe className="lecture-player" src={source.src} title={lecture.lectures_name} allowFullScreen />
    );
  }
  if (lecture.content_text) return <RichText html={lecture.content_text} />;
  return <Empty description={t('catalog.curriculum.noPreviewMedia')} />;
};

/** A previewable lecture played in a dialog; closing it stops the video (the dialog's content is dropped). */
export const LecturePlayerModal = ({ lecture, onClose }: LecturePlayerModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={lecture !== null}
      title={lecture?.lectures_name}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
      closable={{ 'aria-label': t('catalog.curriculum.close') }}
    >
      {lecture && <PreviewBody lecture={lecture} />}
    </Modal>
  );
};
