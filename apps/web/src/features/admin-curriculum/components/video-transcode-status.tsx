import { Alert, Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRetryVideoTranscode, useVideoTranscode } from '../api/get-video-transcode';
import { clockLength } from '../lib/clock-length';

/** Where an uploaded lecture video's processing is: waiting, its percent, the result, or why it failed. */
export const VideoTranscodeStatus = ({ fileName }: { fileName: string }) => {
  const { t } = useTranslation();
  const transcode = useVideoTranscode(fileName);
  const retry = useRetryVideoTranscode(fileName);
  const data = transcode.data;
  if (!data) return null;
  const texts = 'admin.curriculum.fields.transcode';
  switch (data.status) {
    case 'queued':
      return <Alert type="info" showIcon title={t(`${texts}.queued`)} />;
    case 'processing':
      return (
        <div role="status">
          {t(`${texts}.processing`, { percent: data.progress_percent })}
          <Progress percent={data.progress_percent} showInfo={false} size="small" />
        </div>
      );
    case 'ready':
      return (
        <Space orientation="vertical" size="small">
          <Alert
            type="success"
            showIcon
            title={t(`${texts}.ready`, {
              rungs: data.rungs.map((height) => `${String(height)}p`).join(' / '),
              duration: clockLength(data.duration_seconds ?? 0),
            })}
          />
          {data.poster ? (
            // Its box is kept before the picture arrives, so the form's buttons do not move under a click.
            <img
              src={data.poster}
              alt={t(`${texts}.poster`)}
              width={240}
              height={135}
              style={{ objectFit: 'contain', background: '#f5f5f5' }}
            />
          ) : null}
        </Space>
      );
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          title={t(`${texts}.failed`, { error: data.error ?? '' })}
          action={
            <Button size="small" loading={retry.isPending} onClick={() => retry.mutate()}>
              {t(`${texts}.retry`)}
            </Button>
          }
        />
      );
    case 'not_optimised':
      return <Alert type="warning" showIcon title={t(`${texts}.notOptimised`)} />;
  }
};
