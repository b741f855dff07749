import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** Where a video upload's transcode is: `not_optimised` when this shop has no ffmpeg. */
export const TRANSCODE_STATES = ['queued', 'processing', 'ready', 'failed', 'not_optimised'] as const;

/** A video upload's transcode as the back office shows it. */
export const videoTranscodeSchema = z.object({
  status: z.enum(TRANSCODE_STATES),
  progress_percent: z.number().int().min(0).max(100),
  /** The HLS rungs made, by height (e.g. [360, 540, 720]). */
  rungs: z.array(z.number().int()),
  /** The length ffprobe read; null until probed. */
  duration_seconds: z.number().int().nullable(),
  /** The poster frame, for administrators; null until ready. */
  poster: z.string().nullable(),
  /** Why the last try failed (the end of ffmpeg's own message). */
  error: z.string().nullable(),
});
export type VideoTranscode = z.infer<typeof videoTranscodeSchema>;

const params = z.object({ fileName: z.string().regex(/^[0-9a-f]{32}\.[a-z0-9]{2,4}$/) });
const response = z.object({ success: z.literal(true), data: videoTranscodeSchema });

/** `GET /api/admin/media/videos/{fileName}/transcode`: how far a video upload's transcode is. */
export const videoTranscodeRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/media/videos/:fileName/transcode',
  access: 'admin',
  summary: 'The transcode of a video upload',
  tags: ['media'],
  params,
  response,
});

/** `POST …/transcode/retry`: queues a failed transcode again (any other state is answered as it is). */
export const retryVideoTranscodeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/media/videos/:fileName/transcode/retry',
  access: 'admin',
  summary: 'Retry a failed video transcode',
  tags: ['media'],
  params,
  response,
});

/** Where administrators see a transcode output (the poster) of a video upload. */
export const videoOutputAdminPath = (fileName: string, output: string) =>
  `/api/admin/media/videos/${fileName}/outputs/${output}`;
