import { ApiError } from '@shop/contract/http/api-client';
import { buildPath } from '@shop/contract/http/api-client';
import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import {
  completeResumableUploadRoute,
  createResumableUploadRoute,
  getResumableUploadRoute,
  putResumableUploadPartRoute,
  RESUMABLE_PART_BYTES,
} from '@shop/contract/media/resumable-upload';
import { storageDetailsRoute, uploadRoute, UPLOAD_FILE_FIELD } from '@shop/contract/media/upload';
import type { UploadKind } from '@shop/domain/validation/upload-rules';
import { api } from '../../../lib/api-client';

/** Reports progress as a percentage of the whole file. */
export type OnProgress = (percent: number) => void;

/**
 * Free storage in GB (GET /api/storage/details), or null when the call fails: spec 2 section 8
 * only logs that failure, and the server checks the room again when the file arrives.
 */
export const fetchFreeStorageGb = async (): Promise<number | null> => {
  try {
    return (await api.call(storageDetailsRoute, {})).free;
  } catch (error) {
    console.warn('storage details failed', error);
    return null;
  }
};

/** A dropped connection (no HTTP answer), as opposed to a refusal. */
class ConnectionDropped extends Error {}

type Sent = { status: number; json: unknown };

/** One request through XMLHttpRequest, the only browser API that reports upload progress. */
const send = (
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit | null,
  options: { contentType?: string; onSent?: (bytes: number) => void; signal?: AbortSignal } = {},
) =>
  new Promise<Sent>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    if (options.contentType) request.setRequestHeader('content-type', options.contentType);
    request.upload.onprogress = (event) => options.onSent?.(event.loaded);
    request.onload = () => {
      let json: unknown;
      try {
        json = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        json = null;
      }
      resolve({ status: request.status, json });
    };
    request.onerror = () => reject(new ConnectionDropped('connection dropped'));
    request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(body);
  });

const answerOf = <T>(sent: Sent, path: string, parse: (json: unknown) => T): T => {
  if (sent.status >= 200 && sent.status < 300) return parse(sent.json);
  const parsed = apiErrorBodySchema.safeParse(sent.json);
  throw new ApiError(sent.status, parsed.success ? parsed.data : null, path);
};

/** An image (or a small video) in one multipart request; answers the stored name. */
export const uploadWhole = async (file: File, onProgress: OnProgress, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('index', '0');
  form.append(UPLOAD_FILE_FIELD, file);
  const sent = await send('POST', uploadRoute.path, form, {
    signal,
    onSent: (bytes) => onProgress(Math.min(99, Math.round((bytes / Math.max(file.size, 1)) * 100))),
  });
  const [name] = answerOf(sent, uploadRoute.path, (json) => uploadRoute.response.parse(json)).fileName;
  if (!name) throw new ApiError(500, null, uploadRoute.path);
  onProgress(100);
  return name;
};

const RETRIES = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A video in parts (resumable): the server says how many bytes it holds, and after a dropped
 * connection the upload asks again and goes on from there instead of starting over.
 */
export const uploadInParts = async (file: File, onProgress: OnProgress, signal?: AbortSignal) => {
  const created = await api.call(createResumableUploadRoute, {
    body: { name: file.name, size: file.size, type: file.type },
    signal,
  });
  const { id } = created.data;
  const partPath = buildPath(putResumableUploadPartRoute.path, { id });
  let offset = created.data.offset;
  let drops = 0;
  while (offset < file.size) {
    const part = file.slice(offset, offset + RESUMABLE_PART_BYTES);
    const start = offset;
    try {
      const sent = await send('PUT', `${partPath}?offset=${String(start)}`, part, {
        contentType: 'application/octet-stream',
        signal,
        onSent: (bytes) => onProgress(Math.min(99, Math.floor(((start + bytes) / file.size) * 100))),
      });
      offset = answerOf(sent, partPath, (json) => putResumableUploadPartRoute.response.parse(json)).data
        .offset;
      drops = 0;
    } catch (error) {
      const isOffsetMismatch = error instanceof ApiError && error.code === 'UPLOAD_OFFSET_MISMATCH';
      if (!(error instanceof ConnectionDropped) && !isOffsetMismatch) throw error;
      drops += 1;
      if (drops > RETRIES) throw error;
      await pause(500 * drops);
      offset = (await api.call(getResumableUploadRoute, { params: { id }, signal })).data.offset;
    }
    onProgress(Math.min(99, Math.floor((offset / file.size) * 100)));
  }
  const done = await api.call(completeResumableUploadRoute, { params: { id }, signal });
  onProgress(100);
  const [name] = done.fileName;
  if (!name) throw new ApiError(500, null, completeResumableUploadRoute.path);
  return name;
};

/** Videos go in resumable parts, images in one request. */
export const uploadMediaFile = (
  kind: UploadKind,
  file: File,
  onProgress: OnProgress,
  signal?: AbortSignal,
) => (kind === 'video' ? uploadInParts(file, onProgress, signal) : uploadWhole(file, onProgress, signal));
