import { DeleteOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@shop/domain/validation/upload-rules';
import { mediaUrl } from '../../../lib/media-url';
import { shopMessage } from '../../../lib/texts';
import { MediaThumbnail } from './media-thumbnail';
import type { NewEntry } from './media-upload-rules';

type MediaUploadListProps = {
  kind: UploadKind;
  names: readonly string[];
  entries: readonly NewEntry[];
  disabled?: boolean;
  disabledPreview?: boolean;
  imageWidth?: number;
  onPreview: (index: number) => void;
  onDeleteStored: (name: string) => void;
  onDeleteNew: (key: string) => void;
  onRetry: (key: string) => void;
  onMove: (index: number, step: -1 | 1) => void;
};

const DeleteButton = ({
  onConfirm,
  disabled,
  label,
}: {
  onConfirm: () => void;
  disabled?: boolean;
  label: string;
}) => {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={shopMessage('confirmDeleteImage')}
      okText={t('admin.media.confirmYes')}
      cancelText={t('admin.media.confirmNo')}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={label} disabled={disabled} />
    </Popconfirm>
  );
};

/** The stored files (thumbnails that open the preview) and the files still uploading, with their progress. */
export const MediaUploadList = (props: MediaUploadListProps) => {
  const { t } = useTranslation();
  const { kind, names, entries, disabled, disabledPreview, imageWidth = 104 } = props;
  return (
    <Space wrap align="start" className="media-upload-list">
      {names.map((name, index) => (
        <Space key={name} orientation="vertical" size={4} style={{ width: imageWidth }}>
          {disabledPreview ? (
            <MediaThumbnail kind={kind} src={mediaUrl(name) ?? ''} alt={name} width={imageWidth} />
          ) : (
            <button
              type="button"
              className="media-upload-thumb"
              aria-label={`${t('admin.media.preview')} ${name}`}
              onClick={() => props.onPreview(index)}
              style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
            >
              <MediaThumbnail kind={kind} src={mediaUrl(name) ?? ''} alt={name} width={imageWidth} />
            </button>
          )}
          <Space size={4}>
            {names.length > 1 && !disabled ? (
              <>
                <Button
                  size="small"
                  icon={<LeftOutlined />}
                  aria-label={`${t('admin.media.previous')} ${name}`}
                  disabled={index === 0}
                  onClick={() => props.onMove(index, -1)}
                />
                <Button
                  size="small"
                  icon={<RightOutlined />}
                  aria-label={`${t('admin.media.next')} ${name}`}
                  disabled={index === names.length - 1}
                  onClick={() => props.onMove(index, 1)}
                />
              </>
            ) : null}
            <DeleteButton
              label={`${t('admin.media.delete')} ${name}`}
              disabled={disabled}
              onConfirm={() => props.onDeleteStored(name)}
            />
          </Space>
        </Space>
      ))}
      {entries.map((entry) => (
        <Space key={entry.key} orientation="vertical" size={4} style={{ width: Math.max(imageWidth, 160) }}>
          <Typography.Text ellipsis>{entry.file.name}</Typography.Text>
          {entry.failure === null ? (
            <Progress
              percent={entry.percent}
              size="small"
              aria-label={t('admin.media.uploading', { name: entry.file.name })}
            />
          ) : (
            <Typography.Text type="danger">
              {t('admin.media.uploadFailed', { name: entry.file.name })}: {entry.failure}
            </Typography.Text>
          )}
          <Space size={4}>
            {entry.failure !== null ? (
              <Button size="small" icon={<ReloadOutlined />} onClick={() => props.onRetry(entry.key)}>
                {t('admin.media.retry')}
              </Button>
            ) : null}
            <DeleteButton
              label={`${t('admin.media.delete')} ${entry.file.name}`}
              onConfirm={() => props.onDeleteNew(entry.key)}
            />
          </Space>
        </Space>
      ))}
    </Space>
  );
};
