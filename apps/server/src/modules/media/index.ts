// The media module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { publicImagePort } from '../settings/index';
import { requirePublicImage } from './uploaded-images';
import { mediaRoutes } from './media.routes';

// Media reads the settings (its quota); the settings ask it about images through their port.
publicImagePort.supply(requirePublicImage);

/** The media module's routes, registered in the app's own context. */
export const mediaModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(mediaRoutes, { config: options.config });
  },
  { name: 'media-module' },
);

export { removeExpiredUploads } from './expired-uploads';
export { readMissingVideoDurations } from './video-duration-backfill';
export type { ReadVideoLength } from './video-duration-backfill';
export { findMediaFile, findOwnPrivateFile, makeLectureFile } from './media.repository';
export { storeUpload } from './media.service';
export { claimUploadRow } from './upload-claims.repository';
export { claimUploads, fileNotOwnedRefusal, unusableUploadIssues } from './upload-claims';
export type { UploadReference } from './upload-claims';
export { uploadOwnerOf, VISITOR_UPLOAD_COOKIE } from './upload-owner';
export type { UploadOwner } from './upload-owner';
export { receiveUpload } from './upload-reader';
export { uploadLimitsOf } from './upload-room';
export { serveStoredFile } from './upload-serving';
export type { ServedUpload } from './upload-serving';
export { findPublicImage, requirePublicImage } from './uploaded-images';
export { mediaAddressOf, mediaAddressOrNull, uploadNameOf } from './media-address';
export { videoLengthPort } from './video/video-length-port';
export { startVideoTranscodeWorker, transcodeNextVideo } from './video/video-transcode-worker';
export { makeClip } from './video/video-clips';
export { videoToolsOf } from './video/video-tools';
export { rewritePlaylist, videoOutputType } from './video/hls-playlists';
export { findTranscode } from './video/video-transcodes.repository';
export { videoToolsPresence } from './video/video-tools';
