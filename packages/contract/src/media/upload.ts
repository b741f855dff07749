import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** Multipart field of the file (spec 1 section 7). */
export const UPLOAD_FILE_FIELD = 'imageinput';

/**
 * `POST /api/home/test_upload` (multipart: `imageinput` and `index`). The body is multipart, so
 * it is described here only by its answer. Refusals: FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE,
 * OUT_OF_STORAGE, UPLOAD_QUOTA_EXCEEDED (the daily allowance), INPUT_ERROR (no file). Anyone but an
 * administrator gets a file only they (and administrators) can see, until a registration, tax
 * profile, slip report or homework names it; a visitor's is theirs by the `visitor_uploads` cookie.
 */
export const uploadRoute = defineRoute({
  method: 'POST',
  path: '/api/home/test_upload',
  access: 'public',
  summary: 'Upload an image (administrators: also a video); answers the stored file name',
  tags: ['media'],
  response: z.object({
    success: z.literal(true),
    /** The name the server gave the file; show it from /uploads/{name}. */
    fileName: z.array(z.string()),
    /** The `index` field of the request, so the control can match the answer to its file. */
    index: z.string().nullable(),
  }),
});

/**
 * `GET /api/storage/details`: free space of the site's storage quota that the caller may fill
 * (the last share is the administrators' alone).
 */
export const storageDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/storage/details',
  access: 'public',
  summary: 'Free storage the caller may fill, in gigabytes (1 GB = 1073741824 bytes)',
  tags: ['media'],
  response: z.object({ success: z.literal(true), free: z.number().min(0) }),
});
