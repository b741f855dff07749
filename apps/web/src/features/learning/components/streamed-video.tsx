import { useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useVideoStream } from '../api/get-video-stream';
import { useStreamPlayer } from '../hooks/use-stream-player';
import { useVideoReports } from '../hooks/use-video-reports';
import type { PlayerLecture } from '../lib/playlist';

/**
 * An uploaded lecture video: streamed (HLS) once processed, else its original; a quality pick and
 * "save data" (sound only); the student's e-mail moving over the picture. Its play is reported
 * exactly as before (resume, 90 % completion, learning time).
 */
export const StreamedVideo = ({
  lecture,
  src,
  startAt,
}: {
  lecture: PlayerLecture;
  src: string;
  startAt: number;
}) => {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [isSaveData, setSaveData] = useState(false);
  const query = useVideoStream(lecture.id);
  const stream = query.data ?? null;
  // A refused or failed request leaves the original, which its own address refuses or plays.
  const player = useStreamPlayer(video, stream, {
    fallbackSrc: src,
    isSaveData,
    isStreamKnown: !query.isPending,
  });
  useVideoReports(video, lecture, startAt);
  // The poster is the page's largest paint; a poster is not among what the browser looks ahead
  // for, and it waited behind the scripts. Asked for at once (in the server's page, a link ahead).
  if (player.poster) preload(player.poster, { as: 'image', fetchPriority: 'high' });
  return (
    <div className="lesson-video-stream">
      <div className="lesson-video-frame">
        <video
          ref={setVideo}
          className="lesson-video"
          poster={player.poster}
          controls
          controlsList="nodownload"
          playsInline
          preload="metadata"
          aria-label={lecture.name}
        />
        {stream?.viewer_email ? (
          <span className="lesson-video-watermark" aria-hidden="true">
            {stream.viewer_email}
          </span>
        ) : null}
      </div>
      {player.levels.length > 1 || player.hasAudioOnly ? (
        // The browser's own controls: the player page carries no more of the component library.
        <div className="lesson-video-options">
          {player.levels.length > 1 && !isSaveData ? (
            <label>
              {t('learning.player.quality')}{' '}
              <select value={player.level} onChange={(event) => player.pickLevel(Number(event.target.value))}>
                <option value={-1}>{t('learning.player.qualityAuto')}</option>
                {player.levels.map((level) => (
                  <option key={level.index} value={level.index}>{`${String(level.height)}p`}</option>
                ))}
              </select>
            </label>
          ) : null}
          {player.hasAudioOnly ? (
            <label>
              <input
                type="checkbox"
                checked={isSaveData}
                onChange={(event) => setSaveData(event.target.checked)}
              />{' '}
              {t('learning.player.saveData')}
            </label>
          ) : null}
        </div>
      ) : null}
    </div>
  );
};
