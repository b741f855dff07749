import { useState, type ImgHTMLAttributes } from 'react';

const NO_IMAGE = '/no-image.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  alt: string;
};

/** An image (lazy unless told otherwise, e.g. a page's cover) that shows the "no image available" picture when its file is missing or fails. */
export const FallbackImage = ({ src, alt, loading = 'lazy', ...rest }: FallbackImageProps) => {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? NO_IMAGE : src;
  return <img {...rest} src={shown} alt={alt} loading={loading} onError={() => setFailed(true)} />;
};
