import { describe, expect, it } from 'vitest';
import { pictureWithoutQr, slipImage, slipQrText, SLIP_LAYOUTS } from '../../../../test/slip-images';
import { readQrCodesInImage } from './slip-image-qr';

describe('reading the QR code on an uploaded slip picture', () => {
  it.each(SLIP_LAYOUTS)('finds the slip QR on a slip with $name', async (layout) => {
    const text = slipQrText('004', '2026112712345678901');

    expect(await readQrCodesInImage(await slipImage(text, layout))).toEqual([text]);
  });

  it('finds it on a JPEG as a phone saves it', async () => {
    const text = slipQrText('014', '202611271234ABCD5678');

    expect(await readQrCodesInImage(await slipImage(text, SLIP_LAYOUTS[1], 'jpeg'))).toEqual([text]);
  });

  it('finds nothing on a picture without a QR code', async () => {
    expect(await readQrCodesInImage(await pictureWithoutQr())).toEqual([]);
  });

  it('finds nothing in a file that is not a picture', async () => {
    expect(await readQrCodesInImage(Buffer.from('%PDF-1.7 not a picture'))).toEqual([]);
  });
});
