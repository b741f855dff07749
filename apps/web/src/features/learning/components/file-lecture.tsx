import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenReport } from '../hooks/use-open-report';
import { lectureDownload } from '../lib/lecture-media';
import type { PlayerLecture } from '../lib/playlist';
import { LectureHtml } from './lecture-html';

/** A file lecture: its text, and a download button; downloading it is what completes it (one `open` report). */
export const FileLecture = ({ lecture }: { lecture: PlayerLecture }) => {
  const { t } = useTranslation();
  const onDownload = useOpenReport(lecture, { whenShown: false });
  const download = lectureDownload(lecture.wire);
  return (
    <div className="lesson-file">
      {lecture.wire.content_text && <LectureHtml html={lecture.wire.content_text} />}
      {download ? (
        <>
          {/* Students stalled short of 100 % and their certificate, not knowing a file counts once downloaded. */}
          <p className="lesson-file-rule">
            {lecture.isComplete
              ? t('learning.player.fileDone')
              : t('learning.player.fileCountsWhenDownloaded')}
          </p>
          <Button
            type="primary"
            size="large"
            href={download.href}
            download={download.name ?? ''}
            icon={<DownloadOutlined aria-hidden="true" />}
            onClick={onDownload}
            className="lesson-file-button"
          >
            {download.name
              ? t('learning.player.downloadName', { name: download.name })
              : t('learning.player.download')}
          </Button>
        </>
      ) : (
        <Alert type="info" showIcon title={t('learning.player.noFile')} />
      )}
    </div>
  );
};
