import { useTranslation } from 'react-i18next';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { Dialog } from '../../../../components/ui/dialog';
import { Empty } from '../../../../components/ui/empty';
import { mediaUrl } from '../../../../lib/media-url';
import { videoSource } from '../../../../lib/video-source';
import { RichText } from './rich-text';

type LecturePlayerModalProps = { lecture: LectureWire; onClose: () => void };

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
      <iframe
        className="lecture-player"
        src={source.src}
        title={lecture.lectures_name}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  if (lecture.content_text) return <RichText html={lecture.content_text} />;
  return <Empty description={t('catalog.curriculum.noPreviewMedia')} />;
};

/**
 * A previewable lecture played in a dialog, named by the lecture; closing it unmounts the dialog
 * and its player, which stops the video.
 */
export const LecturePlayerModal = ({ lecture, onClose }: LecturePlayerModalProps) => (
  <Dialog title={lecture.lectures_name} onClose={onClose} width={860}>
    <PreviewBody lecture={lecture} />
  </Dialog>
);
