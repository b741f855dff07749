import { FilePdfOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@shop/domain/validation/upload-rules';

const NO_IMAGE = '/no-image.svg';

type MediaThumbnailProps = {
  kind: UploadKind;
  src: string;
  alt: string;
  width?: number;
  maxWidth?: number;
  controls?: boolean;
};

/**
 * A stored image or video; an image that fails to load shows the no-image picture (spec 2 section 8).
 * A document is an icon in the list and the PDF itself in the preview (`controls`), with a link
 * for a browser that does not show PDFs inline.
 */
export const MediaThumbnail = ({
  kind,
  src,
  alt,
  width,
  maxWidth,
  controls = false,
}: MediaThumbnailProps) => {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width, maxWidth: maxWidth ?? '100%', display: 'block' };
  if (kind === 'document') {
    const link = (
      <a href={src} target="_blank" rel="noopener noreferrer">
        {t('admin.media.openDocument', { name: alt })}
      </a>
    );
    return controls ? (
      <object data={src} type="application/pdf" aria-label={alt} style={{ width: '100%', height: '70vh' }}>
        {link}
      </object>
    ) : (
      <span role="img" aria-label={alt} style={{ ...style, fontSize: 48, textAlign: 'center' }}>
        <FilePdfOutlined />
      </span>
    );
  }
  if (kind === 'video')
    return <video src={src} controls={controls} preload="metadata" style={style} aria-label={alt} />;
  return (
    <img src={failedSrc === src ? NO_IMAGE : src} alt={alt} style={style} onError={() => setFailedSrc(src)} />
  );
};
