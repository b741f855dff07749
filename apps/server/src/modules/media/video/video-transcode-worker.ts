import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { backgroundFailures } from '../../../lib/background-failures';
import type { BackgroundWorker } from '../../../lib/background-workers';
import { transcodeVideo, type TranscodeContext } from './transcode-video';
import { videoToolsPresence } from './video-tools';
import {
  claimTranscode,
  failTranscode,
  releaseTranscode,
  type ClaimedTranscode,
} from './video-transcodes.repository';

/** A try that fails this often leaves the job failed, with its reason, for an administrator to retry. */
export const TRANSCODE_MAX_ATTEMPTS = 3;
/** Without progress for this long, a job's worker is presumed dead and another one takes it. */
export const TRANSCODE_LEASE_MS = 120_000;

export type TranscodeRun = TranscodeContext & { logger: Pick<Logger, 'info' | 'warn'> };

/**
 * Takes the next queued video (or one whose worker died) and transcodes it; a failure is recorded
 * on the job (queued again after the lease, or failed with its reason after the last try). A job
 * stopped by a shutdown goes back to the queue, its try not counted. Answers the job, or null when
 * none was waiting.
 */
export const transcodeNextVideo = async (run: TranscodeRun): Promise<ClaimedTranscode | null> => {
  const now = run.now ?? (() => new Date());
  const claimedAt = now();
  const job = await claimTranscode(run.db, {
    now: claimedAt,
    leaseUntil: new Date(claimedAt.getTime() + run.leaseMs),
    maxAttempts: TRANSCODE_MAX_ATTEMPTS,
  });
  if (!job) return null;
  try {
    if (await transcodeVideo(run, job)) run.logger.info({ fileName: job.fileName }, 'video transcoded');
  } catch (error) {
    if (run.signal?.aborted) {
      await releaseTranscode(run.db, job, now());
      return job;
    }
    const reason = error instanceof Error ? error.message : String(error);
    const isFinal = job.attempts >= TRANSCODE_MAX_ATTEMPTS;
    run.logger.warn({ fileName: job.fileName, attempt: job.attempts, reason }, 'video transcode failed');
    const failedAt = now();
    await failTranscode(run.db, job, {
      error: reason,
      isFinal,
      now: failedAt,
      retryAt: new Date(failedAt.getTime() + run.leaseMs),
    });
  }
  return job;
};

export type TranscodeWorkerOptions = Omit<TranscodeContext, 'leaseMs' | 'signal'> & {
  logger: Logger;
  /** Jobs this instance runs at once (VIDEO_TRANSCODES_AT_ONCE). */
  slots: number;
  intervalMs?: number;
  leaseMs?: number;
};

/**
 * Runs `slots` loops (one by default: ffmpeg takes every core it can), each taking queued videos
 * one after another and looking again every few seconds when none waits, as long as ffmpeg and
 * ffprobe are on the machine; without them it says so once and takes nothing (the videos play
 * as uploaded, "not optimised"). stop() ends ffmpeg and gives the job back to the queue at once.
 */
export const startVideoTranscodeWorker = (options: TranscodeWorkerOptions): BackgroundWorker => {
  const intervalMs = options.intervalMs ?? 5_000;
  const stopping = new AbortController();
  const failures = backgroundFailures(options.logger, 'video transcoding');
  const run: TranscodeRun = {
    ...options,
    leaseMs: options.leaseMs ?? TRANSCODE_LEASE_MS,
    signal: stopping.signal,
  };

  const slot = async () => {
    while (!stopping.signal.aborted) {
      const job = await transcodeNextVideo(run).then(
        (taken) => {
          failures.succeeded();
          return taken;
        },
        (error: unknown) => {
          failures.failed(error);
          return null;
        },
      );
      if (!job)
        await sleep(intervalMs, undefined, { signal: stopping.signal, ref: false }).catch(() => undefined);
    }
  };

  const loops = videoToolsPresence(options.tools).then(async (isPresent) => {
    if (!isPresent) {
      options.logger.warn(
        { ffmpeg: options.tools.ffmpeg, ffprobe: options.tools.ffprobe },
        'ffmpeg or ffprobe not found: lecture videos play as uploaded, not optimised (install the ffmpeg package or set FFMPEG_PATH and FFPROBE_PATH)',
      );
      return;
    }
    await Promise.all(Array.from({ length: options.slots }, slot));
  });

  return {
    async stop() {
      stopping.abort();
      await loops;
    },
  };
};
