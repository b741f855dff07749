import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, type UploadKind } from '@shop/domain/validation/upload-rules';
import { MediaPreviewModal } from './media-preview-modal';
import { MediaUploadList } from './media-upload-list';
import { isUploadButtonDisabled } from './media-upload-rules';
import { sanitizeExtraHtml } from './sanitize-extra-html';
import { useMediaUpload } from './use-media-upload';

const UPLOAD_LABELS = {
  image: 'admin.media.uploadImage',
  video: 'admin.media.uploadVideo',
  document: 'admin.media.uploadDocument',
} as const;

/** The media upload control's props; shared contract with the course and lecture editors. */
export type MediaUploadProps = {
  /** Spec 2's image or video, or a PDF document (a lecture's file). */
  type: UploadKind;
  /** Stored file names (what the editor saves), in display order. Ant Design Form.Item passes it. */
  value?: string[];
  /** Called with the stored names after an upload finished, a file was deleted or reordered,
   *  and the names of stored files the user removed (spec 2's deleteFileList). */
  onChange?: (names: string[], deleteFileList: string[]) => void;
  imageSize?: { width: number; height: number };
  multiple?: boolean;
  limitFile?: number;
  disabled?: boolean;
  hideButton?: boolean;
  disabledPreview?: boolean;
  buttonLabel?: string;
  isNotCheckStorage?: boolean;
  imageWidth?: number;
  maxWidthImage?: number;
  extra?: ReactNode;
  extraHtml?: string;
  extraRed?: string;
  onError?: (message: string) => void;
  /** True while a file is still uploading, so the editor can hold its Save button. */
  onUploadingChange?: (isUploading: boolean) => void;
};

/**
 * The back office's media upload control (spec 2 sections 2 to 5): a file is checked (storage,
 * then type), uploaded at once with its progress (a video in resumable parts), and only then
 * joins `value` by its stored name.
 */
export function MediaUpload(props: MediaUploadProps) {
  const { type, value, disabled, hideButton, imageSize, extra, extraHtml, extraRed } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const upload = useMediaUpload(props);
  const names = value ?? [];
  const isButtonDisabled = isUploadButtonDisabled({
    disabled,
    multiple: props.multiple,
    limitFile: props.limitFile,
    count: names.length + upload.entries.length,
  });
  const safeExtraHtml = useMemo(() => (extraHtml ? sanitizeExtraHtml(extraHtml) : null), [extraHtml]);
  const label = props.buttonLabel ?? t(UPLOAD_LABELS[type]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again is a new selection.
    event.target.value = '';
    void upload.select(files);
  };

  return (
    <div className="media-upload">
      <MediaUploadList
        kind={type}
        names={names}
        entries={upload.entries}
        disabled={disabled}
        disabledPreview={props.disabledPreview}
        imageWidth={props.imageWidth}
        onPreview={setPreviewIndex}
        onDeleteStored={upload.removeStored}
        onDeleteNew={upload.removeNew}
        onRetry={upload.retry}
        onMove={upload.move}
      />
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_ACCEPT[type]}
        multiple={Boolean(props.multiple)}
        disabled={isButtonDisabled}
        onChange={onPick}
        aria-label={label}
        data-testid="media-upload-input"
      />
      {hideButton ? null : (
        <Button
          icon={<UploadOutlined />}
          disabled={isButtonDisabled}
          onClick={() => input.current?.click()}
          style={{ marginTop: 8 }}
        >
          {label}
        </Button>
      )}
      {imageSize && type === 'image' ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t('admin.media.imageGuide', { width: imageSize.width, height: imageSize.height })}
        </Typography.Paragraph>
      ) : null}
      {extra ? <div className="media-upload-extra">{extra}</div> : null}
      {safeExtraHtml ? (
        <div className="media-upload-extra" dangerouslySetInnerHTML={{ __html: safeExtraHtml }} />
      ) : null}
      {extraRed ? <Typography.Text type="danger">{extraRed}</Typography.Text> : null}
      {upload.error ? (
        <div role="alert" data-testid="media-upload-error" style={{ color: '#ff4d4f' }}>
          {upload.error}
        </div>
      ) : null}
      {props.disabledPreview ? null : (
        <MediaPreviewModal
          kind={type}
          names={names}
          index={previewIndex}
          maxWidthImage={props.maxWidthImage}
          onIndexChange={setPreviewIndex}
        />
      )}
    </div>
  );
}
