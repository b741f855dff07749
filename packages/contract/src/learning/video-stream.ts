import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';

/** Where a lecture video's transcode is: `not_optimised` when this shop has no ffmpeg. */
export const VIDEO_STREAM_STATES = ['queued', 'processing', 'ready', 'failed', 'not_optimised'] as const;

/** How a lecture's video plays now: its streaming addresses once transcoded, else the original. */
export const videoStreamSchema = z.object({
  status: z.enum(VIDEO_STREAM_STATES),
  /** The original upload (access checked there): what plays until the video is ready. */
  original: z.string(),
  /** Signed, short-lived addresses (the token is in the address); null until ready. */
  hls: z.string().nullable(),
  progressive: z.string().nullable(),
  audio: z.string().nullable(),
  poster: z.string().nullable(),
  thumbnails: z.string().nullable(),
  /** The signed-in viewer's e-mail, drawn moving over the video (null for a visitor). */
  viewer_email: z.string().nullable(),
  /** When the addresses stop working: the player asks for fresh ones before then. */
  expires_at: z.iso.datetime().nullable(),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

/**
 * `GET /public/lectures/{lectureId}/video-stream`: the addresses a lecture's video plays from, to
 * anyone for a preview lecture, otherwise to a student who may open it now.
 */
export const videoStreamRoute = defineRoute({
  method: 'GET',
  path: '/public/lectures/:lectureId/video-stream',
  access: 'public',
  summary: 'Signed streaming addresses of a lecture video',
  tags: ['learning'],
  params: z.object({ lectureId: idParamSchema }),
  response: z.object({ success: z.literal(true), data: videoStreamSchema }),
});
