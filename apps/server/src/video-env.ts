import { z } from 'zod';

/**
 * Where the video tools are and how much of the machine they may take. Documented in the README;
 * the reasons: docs/decisions/learning.md ("Lecture videos are transcoded to HLS with ffmpeg").
 */
export const videoEnv = {
  /** The ffmpeg program: a name looked up on PATH (Debian's package) or a full path. */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** The ffprobe program, found the same way. */
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** How long a lecture video's streaming addresses work; the player asks for fresh ones before then. */
  VIDEO_ADDRESS_MINUTES: z.coerce.number().int().min(1).max(240).default(10),
  /** Videos one instance transcodes at a time (each takes every core it can); 0 turns the worker off. */
  VIDEO_TRANSCODES_AT_ONCE: z.coerce.number().int().min(0).max(8).default(1),
  /**
   * How long a transcode may go without progress before its worker is presumed dead and another
   * instance takes the job; every percent of progress extends it.
   */
  TRANSCODE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
};
