import { Select, Space, Switch } from 'antd';
import { useState } from 'react';
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
  const stream = useVideoStream(lecture.id).data ?? null;
  const player = useStreamPlayer(video, stream, { fallbackSrc: src, isSaveData });
  useVideoReports(video, lecture, startAt);
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
        <Space wrap className="lesson-video-options">
          {player.levels.length > 1 && !isSaveData ? (
            <Select
              aria-label={t('learning.player.quality')}
              value={player.level}
              onChange={player.pickLevel}
              options={[
                { value: -1, label: t('learning.player.qualityAuto') },
                ...player.levels.map((level) => ({ value: level.index, label: `${String(level.height)}p` })),
              ]}
              style={{ minWidth: 120 }}
            />
          ) : null}
          {player.hasAudioOnly ? (
            <label>
              <Switch checked={isSaveData} onChange={setSaveData} size="small" />{' '}
              {t('learning.player.saveData')}
            </label>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
};
