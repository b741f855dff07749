import type { App } from '../../app';
import { pngImage, uploadForm } from './media-test-helpers';
import { VISITOR_UPLOAD_COOKIE } from './upload-owner';

let addressCounter = 0;

/** A client address of its own per caller, so one test's per-address limits do not reach the next. */
export const nextAddress = () => {
  addressCounter += 1;
  return `172.20.${String(Math.floor(addressCounter / 256) % 256)}.${String(addressCounter % 256)}`;
};

/** Cookie headers joined, skipping the ones a client does not have. */
export const cookies = (...values: (string | null | undefined)[]) =>
  values.filter((value): value is string => Boolean(value)).join('; ');

export type Uploaded = {
  statusCode: number;
  /** The stored name ('' when refused). */
  name: string;
  /** The refusal's code and result, when refused. */
  code: string | null;
  result?: unknown;
  /** The visitor's upload cookie as the answer set it (or as it was), to send back. */
  visitorCookie: string | null;
};

/** POST /api/home/test_upload as a browser would: its cookies, its address, one picture. */
export const uploadPicture = async (
  app: App,
  client: { cookie?: string; address: string },
  data?: Buffer,
): Promise<Uploaded> => {
  const form = uploadForm({
    filename: 'paper.png',
    contentType: 'image/png',
    data: data ?? (await pngImage()),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/home/test_upload',
    payload: form.payload,
    headers: { ...form.headers, ...(client.cookie ? { cookie: client.cookie } : {}) },
    remoteAddress: client.address,
  });
  const body = response.json<{ fileName?: string[]; error?: { code: string; result?: unknown } }>();
  const set = response.cookies.find((item) => item.name === VISITOR_UPLOAD_COOKIE);
  const sent = client.cookie?.split('; ').find((item) => item.startsWith(`${VISITOR_UPLOAD_COOKIE}=`));
  return {
    statusCode: response.statusCode,
    name: body.fileName?.[0] ?? '',
    code: body.error?.code ?? null,
    result: body.error?.result,
    visitorCookie: set ? `${VISITOR_UPLOAD_COOKIE}=${set.value}` : (sent ?? null),
  };
};

/** GET /uploads/{name} with these cookies. */
export const fetchUpload = (app: App, name: string, cookie?: string | null) =>
  app.inject({ method: 'GET', url: `/uploads/${name}`, headers: cookie ? { cookie } : {} });
