import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

type Part =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, built by hand so a test controls every name and declared type. */
export const multipart = (parts: Part[]) => {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** An upload of the upload control: the file in `imageinput` and its position in `index`. */
export const uploadForm = (file: { filename: string; contentType: string; data: Buffer }, index = '0') =>
  multipart([
    { name: 'index', value: index },
    { name: 'imageinput', ...file },
  ]);

/** A photo as a phone takes it: a camera name and a GPS position in its EXIF. */
export const photoWithGps = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ProbeCam', Artist: 'Somchai Jaidee' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '100/1 30/1 0/1',
      },
    })
    .toBuffer();

export const pngImage = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#00f8' } })
    .png()
    .toBuffer();

/** The first bytes of an MP4 file (an ftyp box), which is what content sniffing reads. */
export const mp4Bytes = () => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp42', 16, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(4000, 7)]);
};

/** A two-frame animated GIF. */
export const animatedGif = async () => {
  const frames = await Promise.all(
    ['#f00', '#0f0'].map((background) =>
      sharp({ create: { width: 100, height: 80, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
};
