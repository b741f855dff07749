import QRCode from 'qrcode';
import sharp from 'sharp';
import { emvField, withCrcField } from '@shop/domain/thai-qr/emv-fields';
import { SLIP_VERIFICATION_API } from '@shop/domain/thai-qr/slip-qr';

/** The text of a slip's QR as Thai banks print it: the verification API, the bank, the reference. */
export const slipQrText = (bank: string, reference: string): string =>
  withCrcField(
    emvField('00', emvField('00', SLIP_VERIFICATION_API) + emvField('01', bank) + emvField('02', reference)) +
      emvField('51', 'TH'),
    '91',
  );

/** Where a bank's slip puts its QR, and how big, on a phone-sized slip picture. */
export type SlipLayout = {
  name: string;
  width: number;
  height: number;
  qrSize: number;
  left: number;
  top: number;
};

const SMALL_QR_BOTTOM_RIGHT: SlipLayout = {
  name: 'a small QR bottom right',
  width: 1080,
  height: 1600,
  qrSize: 180,
  left: 860,
  top: 1380,
};

/** Three banks' layouts as their apps draw them: a small QR bottom right, bottom left, or centred. */
export const SLIP_LAYOUTS: readonly SlipLayout[] = [
  SMALL_QR_BOTTOM_RIGHT,
  { name: 'a QR bottom left', width: 1170, height: 2000, qrSize: 260, left: 60, top: 1680 },
  { name: 'a QR centred under the amount', width: 720, height: 1280, qrSize: 220, left: 250, top: 900 },
];

const slipBackground = (layout: SlipLayout) => {
  const lines = ['Transfer successful', '1,059.30 THB', 'To: Course Shop Co., Ltd.', 'Ref 2026112700012']
    .map((line, index) => `<text x="60" y="${String(160 + index * 90)}" font-size="48">${line}</text>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(layout.width)}" height="${String(layout.height)}">` +
      `<rect width="100%" height="100%" fill="#f4f8ff"/><rect x="30" y="40" width="${String(layout.width - 60)}" height="80" fill="#00a950"/>${lines}</svg>`,
  );
};

/** A slip picture (PNG, or JPEG as a phone's camera saves it) with the given QR text drawn where the layout puts it. */
export const slipImage = async (
  qrText: string,
  layout: SlipLayout = SMALL_QR_BOTTOM_RIGHT,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> => {
  const qr = await QRCode.toBuffer(qrText, { width: layout.qrSize, margin: 2, errorCorrectionLevel: 'M' });
  const picture = sharp(slipBackground(layout)).composite([
    { input: qr, left: layout.left, top: layout.top },
  ]);
  return format === 'png' ? picture.png().toBuffer() : picture.jpeg({ quality: 82 }).toBuffer();
};

/** A picture without any QR code: a photo of something else. */
export const pictureWithoutQr = (): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
