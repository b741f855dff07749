import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { byteCountParamSchema, fileSizeSchema, lineTextSchema } from '../http/input-fields';

/** Bytes one part may carry; the control sends parts of `RESUMABLE_PART_BYTES`. */
export const RESUMABLE_MAX_PART_BYTES = 16 * 1024 * 1024;
/** The size of the parts the upload control sends (a dropped part costs at most this much again). */
export const RESUMABLE_PART_BYTES = 8 * 1024 * 1024;
/** The header that carries how many bytes the server holds (answer of `HEAD`, `GET` and `PUT`). */
export const UPLOAD_OFFSET_HEADER = 'upload-offset';

/** A partial upload as the server holds it. */
export const resumableUploadSchema = z.object({
  id: z.string(),
  /** Bytes received so far: the next part starts here. */
  offset: z.number().int().min(0),
  size: z.number().int().min(0),
  /** When the server discards the upload if it is not completed. */
  expires_at: z.iso.datetime(),
});
export type ResumableUpload = z.infer<typeof resumableUploadSchema>;

/** What the control declares before sending a video in parts. */
export const createResumableUploadBodySchema = z.object({
  name: lineTextSchema.trim().min(1).max(255),
  size: fileSizeSchema,
  /** The browser's content type (may be empty); the server decides by the content at the end. */
  type: lineTextSchema.max(100),
});
export type CreateResumableUploadBody = z.input<typeof createResumableUploadBodySchema>;

const uploadIdSchema = z.string().regex(/^[a-f0-9]{32}$/);
const params = z.object({ id: uploadIdSchema });
const one = z.object({ success: z.literal(true), data: resumableUploadSchema });

/**
 * `POST /api/admin/media/uploads`: starts a video upload in parts (administrators). Refusals:
 * FILE_TYPE_NOT_ALLOWED (name or type is not a video), FILE_TOO_LARGE (over MAX_VIDEO_MB),
 * OUT_OF_STORAGE.
 */
export const createResumableUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/media/uploads',
  access: 'admin',
  summary: 'Start a resumable video upload (administrators)',
  tags: ['media', 'admin'],
  body: createResumableUploadBodySchema,
  response: one,
});

/**
 * `GET /api/admin/media/uploads/{id}` (also `HEAD`, with the `Upload-Offset` header): how many
 * bytes the server holds, so a client resumes there after a dropped connection.
 */
export const getResumableUploadRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/media/uploads/:id',
  access: 'admin',
  summary: 'Bytes received of a resumable upload (administrators)',
  tags: ['media', 'admin'],
  params,
  response: one,
});

/**
 * `PUT /api/admin/media/uploads/{id}?offset=N`, body `application/octet-stream`: the bytes from
 * `offset` on. An offset other than the bytes held is refused with UPLOAD_OFFSET_MISMATCH and the
 * held offset in `result.offset`.
 */
export const putResumableUploadPartRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/media/uploads/:id',
  access: 'admin',
  summary: 'Send the next part of a resumable upload (administrators)',
  tags: ['media', 'admin'],
  params,
  querystring: z.object({ offset: byteCountParamSchema }),
  response: one,
});

/**
 * `POST /api/admin/media/uploads/{id}/complete`: checks the content (a video by its bytes) and
 * stores it; answers the stored name as the upload route does. Refusals: UPLOAD_INCOMPLETE,
 * FILE_TYPE_NOT_ALLOWED, OUT_OF_STORAGE.
 */
export const completeResumableUploadRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/media/uploads/:id/complete',
  access: 'admin',
  summary: 'Finish a resumable upload and store the video (administrators)',
  tags: ['media', 'admin'],
  params,
  response: z.object({ success: z.literal(true), fileName: z.array(z.string()) }),
});
