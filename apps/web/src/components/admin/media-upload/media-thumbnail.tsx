import { useState } from 'react';

const NO_IMAGE = '/no-image.svg';

type MediaThumbnailProps = {
  kind: 'image' | 'video';
  src: string;
  alt: string;
  width?: number;
  maxWidth?: number;
  controls?: boolean;
};

/** A stored image or video; an image that fails to load shows the no-image picture (spec 2 section 8). */
export const MediaThumbnail = ({
  kind,
  src,
  alt,
  width,
  maxWidth,
  controls = false,
}: MediaThumbnailProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width, maxWidth: maxWidth ?? '100%', display: 'block' };
  if (kind === 'video')
    return <video src={src} controls={controls} preload="metadata" style={style} aria-label={alt} />;
  return (
    <img src={failedSrc === src ? NO_IMAGE : src} alt={alt} style={style} onError={() => setFailedSrc(src)} />
  );
};
