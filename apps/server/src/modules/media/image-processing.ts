import sharp, { type Sharp } from 'sharp';

/** Images the shop stores; each is written back in its own format. */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

/** Resized copies made of every image (spec 1 section 9), by purpose. */
export const IMAGE_VARIANTS = {
  custom_label: { width: 600, height: 600 },
  social: { width: 600, height: 314 },
} as const;

export type ImageVariantPurpose = keyof typeof IMAGE_VARIANTS;

// About 8000 x 5000: above that a small file can still be a decompression bomb.
const MAX_INPUT_PIXELS = 40_000_000;

export type ProcessedImage = {
  data: Buffer;
  width: number;
  height: number;
  variants: { purpose: ImageVariantPurpose; data: Buffer }[];
};

const open = (input: Buffer, mime: ImageMime): Sharp =>
  sharp(input, { animated: mime === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS });

const encode = (image: Sharp, mime: ImageMime): Sharp => {
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/gif':
      return image.gif();
  }
};

/**
 * Decodes and re-encodes an upload. sharp writes no metadata unless asked, so EXIF (GPS
 * position, camera, owner), XMP, comments and anything appended to the file are dropped; the
 * EXIF orientation is applied to the pixels first so the picture stays upright. Throws when the
 * bytes are not a decodable image.
 */
export const processImage = async (input: Buffer, mime: ImageMime): Promise<ProcessedImage> => {
  // GIF has no EXIF orientation, and sharp cannot rotate animated images.
  const upright = mime === 'image/gif' ? open(input, mime) : open(input, mime).rotate();
  const { data, info } = await encode(upright, mime).toBuffer({ resolveWithObject: true });
  const variants = await Promise.all(
    (Object.keys(IMAGE_VARIANTS) as ImageVariantPurpose[]).map(async (purpose) => {
      const size = IMAGE_VARIANTS[purpose];
      const resized = open(data, mime).resize(size.width, size.height, { fit: 'cover' });
      return { purpose, data: await encode(resized, mime).toBuffer() };
    }),
  );
  // For an animated GIF sharp reports the height of all frames stacked; one frame is what shows.
  const height = info.pageHeight ?? info.height;
  return { data, width: info.width, height, variants };
};
