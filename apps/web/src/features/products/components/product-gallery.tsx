import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/fallback-image';
import { mediaUrl } from '../../../lib/media-url';

type ProductGalleryProps = { title: string; images: readonly string[]; picture: string | null };

/**
 * The product's pictures (image_detail, uploads by name), one large with thumbnails to switch;
 * the course picture, or the no-image picture, when it has none.
 */
export const ProductGallery = ({ title, images, picture }: ProductGalleryProps) => {
  const { t } = useTranslation();
  const sources = images.length > 0 ? images.map(mediaUrl) : [mediaUrl(picture)];
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, sources.length - 1);

  return (
    <div className="product-gallery" role="group" aria-label={t('catalog.products.gallery')}>
      <FallbackImage
        src={sources[current]}
        alt={t('catalog.products.imageAlt', { title, index: current + 1 })}
        className="product-gallery-main"
        // The page's largest picture, at the top: fetched first (the page's largest paint).
        loading="eager"
        fetchPriority="high"
      />
      {sources.length > 1 && (
        <ul className="product-gallery-thumbs">
          {sources.map((source, index) => (
            <li key={`${source ?? 'none'}-${String(index)}`}>
              <button
                type="button"
                aria-label={t('catalog.products.showImage', { index: index + 1 })}
                aria-pressed={index === current}
                className={index === current ? 'is-current' : undefined}
                onClick={() => setShown(index)}
              >
                <FallbackImage src={source} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
