import type { VideoStream } from '@shop/contract/learning/video-stream';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import type { FileStorage } from '../../lib/storage/file-storage';
import {
  findMediaFile,
  findTranscode,
  rewritePlaylist,
  serveStoredFile,
  videoOutputType,
  type ServedUpload,
} from '../media/index';
import type { LearningDeps } from './learning-deps';
import { lectureMediaPath } from './lecture-media-path';
import { requireLectureViewable, storedFileOf } from './lecture-media.service';
import { findLecture } from './lectures.repository';
import {
  deleteEndedStreamGrants,
  findStreamGrant,
  insertStreamGrant,
} from './video-stream-grants.repository';

export type StreamDeps = LearningDeps & {
  storage: FileStorage;
  /** How long a streaming address works (the player asks for fresh ones before it ends). */
  grantMs: number;
  /** Whether this shop transcodes at all (ffmpeg present). */
  canTranscode: () => Promise<boolean>;
};

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No video for this lecture' });
const refused = () =>
  new AppError(ErrorCode.FORBIDDEN, { message: 'This address has ended or is not yours' });

/** The lecture and its uploaded video's name, or NOT_FOUND (an external or no video). */
const loadLectureVideo = async (deps: LearningDeps, lectureId: number) => {
  const lecture = await findLecture(deps.db, lectureId);
  const fileName = lecture?.contentType === 'video' ? storedFileOf(lecture) : null;
  if (!lecture || !fileName) throw notFound();
  return { lecture, fileName };
};

/** A lecture output's address carrying the token: the only way to it. */
export const streamAddress = (lectureId: number, name: string, token: string) =>
  `${lectureMediaPath(lectureId)}/stream/${name}?token=${encodeURIComponent(token)}`;

/**
 * The addresses a lecture's video plays from for this viewer: a new grant (a random token kept
 * hashed) valid for `grantMs`, and the ready outputs' addresses carrying it. Until the video is
 * ready (or when this shop has no ffmpeg) only the original's address, as before.
 */
export const openVideoStream = async (
  deps: StreamDeps,
  viewer: { id: number; email: string } | null,
  lectureId: number,
  now: Date = new Date(),
): Promise<VideoStream> => {
  const viewerId = viewer?.id ?? null;
  const { lecture, fileName } = await loadLectureVideo(deps, lectureId);
  const isPreview = await requireLectureViewable(deps, viewerId, lecture, now);
  const [job, media] = await Promise.all([
    findTranscode(deps.db, fileName),
    findMediaFile(deps.db, fileName),
  ]);
  const viewerEmail = viewer?.email ?? null;
  const none = {
    hls: null,
    progressive: null,
    audio: null,
    poster: null,
    thumbnails: null,
    expires_at: null,
  };
  const original = lectureMediaPath(lectureId);
  if (job?.status !== 'ready' || !media) {
    const status = (await deps.canTranscode()) ? (job?.status ?? 'queued') : 'not_optimised';
    return { status: status as VideoStream['status'], original, ...none, viewer_email: viewerEmail };
  }
  const token = newSecureToken();
  const expiresAt = new Date(now.getTime() + deps.grantMs);
  await deleteEndedStreamGrants(deps.db, now);
  await insertStreamGrant(deps.db, {
    tokenHash: hashToken(token),
    lectureId,
    userId: isPreview ? null : viewerId,
    expiresAt,
  });
  const address = (purpose: string) => {
    const name = media.variants[purpose];
    return name ? streamAddress(lectureId, name, token) : null;
  };
  return {
    status: 'ready',
    original,
    hls: address('video:hls'),
    progressive: address('video:progressive'),
    audio: address('video:audio'),
    poster: address('video:poster'),
    thumbnails: address('video:thumbnails'),
    expires_at: expiresAt.toISOString(),
    viewer_email: viewerEmail,
  };
};

/**
 * One output of a lecture's video for a token: the grant must be this lecture's and unexpired,
 * and its viewer still allowed (an enrolment revoked or ended stops at the next segment). A
 * playlist is rewritten with addresses carrying the same token (segments on a bucket: its own
 * short-lived signed addresses) and never cached; a segment's name never changes, so the viewer's
 * browser may keep it.
 */
export const openStreamOutput = async (
  deps: StreamDeps,
  request: { lectureId: number; name: string; token: string; range: string | undefined },
  now: Date = new Date(),
): Promise<ServedUpload & { text?: string }> => {
  const grant = await findStreamGrant(deps.db, hashToken(request.token), request.lectureId);
  if (!grant || grant.expiresAt <= now) throw refused();
  const { lecture, fileName } = await loadLectureVideo(deps, request.lectureId);
  await requireLectureViewable(deps, grant.userId, lecture, now);
  const media = await findMediaFile(deps.db, fileName);
  if (!media || !Object.values(media.variants).includes(request.name)) throw notFound();
  const type = videoOutputType(request.name);
  if (request.name.endsWith('.m3u8')) {
    const playlist = await readText(deps.storage, request.name);
    const text = await rewritePlaylist(playlist, async (name) => {
      const signed = name.endsWith('.ts')
        ? await deps.storage.signedUrl(name, {
            contentType: videoOutputType(name),
            cacheControl: SEGMENT_CACHE,
          })
        : null;
      return signed ?? streamAddress(request.lectureId, name, request.token);
    });
    return {
      status: 200,
      headers: { 'content-type': type, 'cache-control': 'private, no-store' },
      body: null,
      text,
    };
  }
  const size = await deps.storage.size(request.name);
  if (size === null) throw notFound();
  return serveStoredFile(deps.storage, request.name, size, request.range, {
    'content-type': type,
    'cache-control': SEGMENT_CACHE,
  });
};

const SEGMENT_CACHE = 'private, max-age=31536000, immutable';

const readText = async (storage: FileStorage, name: string): Promise<string> => {
  let text = '';
  for await (const chunk of storage.read(name)) text += (chunk as Buffer).toString('utf8');
  return text;
};
