import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp, { type OutputInfo } from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * A phone's screenshot of a slip is about 1,200 x 2,600 pixels; a scan or a camera photo may be
 * far larger. Past this the picture is scaled down first: the slip's QR stays readable, and
 * decoding a 50-megapixel photo would hold the server for seconds.
 */
const LONGEST_SIDE = 2_400;

let ready: Promise<void> | undefined;

/**
 * ZXing's WebAssembly, loaded once from the installed package: by default it would fetch the
 * .wasm from a CDN, which a server must not depend on.
 */
const prepareDecoder = () =>
  (ready ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasm = await readFile(wasmPath);
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  })());

/**
 * The texts of the QR codes in a picture (a slip has one; a screenshot may show more), or an
 * empty list when it has none or is not a picture at all.
 */
export const readQrCodesInImage = async (image: Buffer): Promise<string[]> => {
  await prepareDecoder();
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(image, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return [];
  }
  const results = await readBarcodes(
    {
      data: new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
      width: pixels.info.width,
      height: pixels.info.height,
      colorSpace: 'srgb',
    },
    { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 4 },
  );
  return results.filter((result) => result.isValid).map((result) => result.text);
};
