import sharp from 'sharp';
import type { App } from '../app';

/** A small real PNG (a photographed slip stands in as a grey square). */
export const tinyPng = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: '#bbbbbb' } })
    .png()
    .toBuffer();

/** Uploads a slip as the buyer's browser does (a grey square unless a picture is given) and answers its stored name. */
export const uploadSlip = async (app: App, cookie: string, picture?: Buffer): Promise<string> => {
  const boundary = '----slip-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="slip"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture ?? (await tinyPng()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/private/payment/slip',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  const name = response.json<{ fileName?: string[] }>().fileName?.[0];
  if (!name) throw new Error(`slip not uploaded: ${response.body}`);
  return name;
};
