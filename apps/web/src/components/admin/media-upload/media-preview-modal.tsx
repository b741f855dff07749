import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@shop/domain/validation/upload-rules';
import { mediaUrl } from '../../../lib/media-url';
import { MediaThumbnail } from './media-thumbnail';
import { wrapIndex } from './media-upload-rules';

/** Spec 2 section 9: the preview modal is at most 1100 px wide. */
export const PREVIEW_MAX_WIDTH = 1100;

type MediaPreviewModalProps = {
  kind: UploadKind;
  names: readonly string[];
  /** The shown file's position, or null when the modal is closed. */
  index: number | null;
  maxWidthImage?: number;
  onIndexChange: (index: number | null) => void;
};

/** The preview: previous and next arrows and the left and right keys, wrapping around at both ends. */
export const MediaPreviewModal = ({
  kind,
  names,
  index,
  maxWidthImage,
  onIndexChange,
}: MediaPreviewModalProps) => {
  const { t } = useTranslation();
  const isOpen = index !== null && names.length > 0;
  const current = isOpen ? wrapIndex(index, names.length) : 0;
  const step = (delta: number) => onIndexChange(wrapIndex(current + delta, names.length));

  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(current - 1, names.length));
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(current + 1, names.length));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, current, names.length, onIndexChange]);

  const name = names[current] ?? '';
  return (
    <Modal
      open={isOpen}
      onCancel={() => onIndexChange(null)}
      footer={null}
      width="90vw"
      style={{ maxWidth: PREVIEW_MAX_WIDTH }}
      title={t('admin.media.preview')}
      destroyOnHidden
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button
          shape="circle"
          icon={<LeftOutlined />}
          aria-label={t('admin.media.previous')}
          onClick={() => step(-1)}
        />
        <div
          style={{ flex: 1, display: 'flex', justifyContent: 'center' }}
          data-testid="media-preview-current"
        >
          <MediaThumbnail
            kind={kind}
            src={mediaUrl(name) ?? ''}
            alt={name}
            maxWidth={maxWidthImage}
            controls
          />
        </div>
        <Button
          shape="circle"
          icon={<RightOutlined />}
          aria-label={t('admin.media.next')}
          onClick={() => step(1)}
        />
      </div>
    </Modal>
  );
};
