import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../../components/fallback-image';
import { mediaUrl } from '../../../../lib/media-url';
import { useCoursePage } from '../../hooks/course-page-context';
import { videoSource } from '../../../../lib/video-source';
import { PlayDiscIcon } from './course-icons';

/** The course picture; with a preview video, a play button that swaps the picture for the player. */
export const VideoPreview = () => {
  const { t } = useTranslation();
  const { course } = useCoursePage();
  const [isPlaying, setIsPlaying] = useState(false);
  const title = course.courseDescription.title;
  const poster = mediaUrl(course.preview.pictureUrl);
  const video = mediaUrl(course.preview.videoUrl);
  const source = video ? videoSource(video) : null;

  if (isPlaying && source) {
    return (
      <div className="course-video">
        {source.kind === 'file' ? (
          <video
            src={source.src}
            poster={poster ?? undefined}
            controls
            autoPlay
            playsInline
            aria-label={t('catalog.course.previewVideo', { title })}
          />
        ) : (
          <iframe
            src={source.src}
            title={t('catalog.course.previewVideo', { title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        )}
      </div>
    );
  }
  return (
    <div className="course-video">
      <FallbackImage
        src={poster}
        alt={t('catalog.course.coverAlt', { title })}
        loading="eager"
        fetchPriority="high"
      />
      {source && (
        <button type="button" className="course-video-play" onClick={() => setIsPlaying(true)}>
          <PlayDiscIcon />
          <span className="visually-hidden">{t('catalog.course.playPreview')}</span>
        </button>
      )}
    </div>
  );
};
