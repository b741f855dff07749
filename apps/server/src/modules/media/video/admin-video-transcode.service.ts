import { videoOutputAdminPath, type VideoTranscode } from '@shop/contract/media/video-transcode';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { findMediaFile } from '../media.repository';
import { serveStoredFile } from '../upload-serving';
import { videoOutputType } from './hls-playlists';
import { findTranscode, retryTranscode } from './video-transcodes.repository';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No transcode for this file' });

/** A video upload's transcode for the back office; `canTranscode` false marks it not optimised. */
export const getVideoTranscode = async (
  db: Database,
  fileName: string,
  canTranscode: boolean,
): Promise<VideoTranscode> => {
  const [job, media] = await Promise.all([findTranscode(db, fileName), findMediaFile(db, fileName)]);
  if (!job || !media) throw notFound();
  const poster = media.variants['video:poster'];
  const isWaiting = job.status === 'queued' || job.status === 'processing';
  return {
    status: isWaiting && !canTranscode ? 'not_optimised' : (job.status as VideoTranscode['status']),
    progress_percent: job.progressPercent,
    rungs: job.rungs,
    duration_seconds: job.probe ? Math.max(1, Math.round(job.probe.durationSeconds)) : null,
    poster: job.status === 'ready' && poster ? videoOutputAdminPath(fileName, poster) : null,
    error: job.error,
  };
};

/** Queues a failed transcode again, its tries counted afresh; answers the transcode as it then is. */
export const retryVideoTranscode = async (
  db: Database,
  fileName: string,
  canTranscode: boolean,
  now: Date,
) => {
  await retryTranscode(db, fileName, now);
  return getVideoTranscode(db, fileName, canTranscode);
};

/** A transcode output of a video upload (its poster, a playlist), for administrators only. */
export const openVideoOutputForAdmin = async (
  db: Database,
  storage: FileStorage,
  fileName: string,
  output: string,
  range: string | undefined,
) => {
  const media = await findMediaFile(db, fileName);
  if (!media || !Object.values(media.variants).includes(output)) throw notFound();
  const size = await storage.size(output);
  if (size === null) throw notFound();
  return serveStoredFile(storage, output, size, range, {
    'content-type': videoOutputType(output),
    'cache-control': 'private, no-store',
  });
};
