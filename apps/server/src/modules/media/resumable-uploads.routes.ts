import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeResumableUploadRoute,
  createResumableUploadRoute,
  getResumableUploadRoute,
  putResumableUploadPartRoute,
  RESUMABLE_MAX_PART_BYTES,
  UPLOAD_OFFSET_HEADER,
} from '@shop/contract/media/resumable-upload';
import type { Config } from '../../config';
import { contractRoute } from '../../lib/contract-route';
import { requireRole } from '../../plugins/session';
import {
  appendResumablePart,
  completeResumableUpload,
  createResumableUpload,
  getResumableUpload,
  type ResumableContext,
} from './resumable-uploads.service';
import { uploadLimitsOf } from './upload-room';

const BYTES_PER_MB = 1_048_576;

/** Where an instance keeps parts of uploads in progress (removed with their row by the sweeper). */
export const resumablePartsDir = (dataDir: string) => path.join(dataDir, 'tmp', 'resumable');

/** Administrators' video uploads in parts: start, send parts, ask the offset, complete. */
export const resumableUploadRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const context: ResumableContext = {
    dir: resumablePartsDir(config.DATA_DIR),
    maxVideoBytes: config.MAX_VIDEO_MB * BYTES_PER_MB,
    limits: uploadLimitsOf(config),
  };
  // A part's bytes go to disk as they arrive; this plugin's routes alone take raw bodies.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
    done(null, payload);
  });

  app.route({
    ...contractRoute(createResumableUploadRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const data = await createResumableUpload(app.db, admin, request.body, {
        ...context,
        ip: request.ip,
        now: new Date(),
      });
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(getResumableUploadRoute),
    // HEAD (which Fastify adds) answers the same header without a body.
    handler: async (request, reply) => {
      const admin = await requireRole(request, 'admin');
      const data = await getResumableUpload(app.db, admin, request.params.id);
      void reply.header(UPLOAD_OFFSET_HEADER, String(data.offset));
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(putResumableUploadPartRoute),
    // A part is streamed to disk and counted there; no body larger than a part is taken.
    bodyLimit: RESUMABLE_MAX_PART_BYTES,
    handler: async (request, reply) => {
      const admin = await requireRole(request, 'admin');
      const body = request.body as Readable;
      const data = await appendResumablePart(app.db, admin, request.params.id, request.query.offset, body);
      void reply.header(UPLOAD_OFFSET_HEADER, String(data.offset));
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(completeResumableUploadRoute),
    handler: async (request) => {
      const admin = await requireRole(request, 'admin');
      const fileName = await completeResumableUpload(app.db, app.storage, admin, request.params.id, {
        limits: context.limits,
        ip: request.ip,
        now: new Date(),
      });
      return { success: true as const, fileName: [fileName] };
    },
  });
};
