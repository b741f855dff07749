import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useOpenReport } from '../hooks/use-open-report';
import { lectureVideo } from '../lib/lecture-media';
import type { PlayerLecture } from '../lib/playlist';
import { LectureHtml } from './lecture-html';
import { StreamedVideo } from './streamed-video';

type VideoProps = { lecture: PlayerLecture; src: string };

/** A YouTube or Vimeo video in its own player; its play cannot be measured from here, so its opening is reported. */
const EmbeddedVideo = ({ lecture, src }: VideoProps) => {
  useOpenReport(lecture, { whenShown: true });
  return (
    <iframe
      className="lesson-video"
      src={src}
      title={lecture.name}
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
};

/** A video lecture, with its text below when it has one. */
export const VideoLecture = ({ lecture, startAt }: { lecture: PlayerLecture; startAt: number }) => {
  const { t } = useTranslation();
  const source = lectureVideo(lecture.wire);
  return (
    <div className="lesson-video-lecture">
      {!source && <Alert type="info" title={t('learning.player.noVideo')} />}
      {source?.kind === 'file' && <StreamedVideo lecture={lecture} src={source.src} startAt={startAt} />}
      {source?.kind === 'embed' && <EmbeddedVideo lecture={lecture} src={source.src} />}
      {lecture.wire.content_text && <LectureHtml html={lecture.wire.content_text} />}
    </div>
  );
};
