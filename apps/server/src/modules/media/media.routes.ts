import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storageDetailsRoute, uploadRoute } from '@shop/contract/media/upload';
import { HOMEWORK_FILE_FIELD, homeworkFileRoute } from '@shop/contract/learning/homework';
import { SLIP_FILE_FIELD, slipUploadRoute } from '@shop/contract/payments/bank-transfer';
import { HOMEWORK_FILE_MAX_BYTES } from '@shop/domain/learning/homework-files';
import type { Config } from '../../config';
import { MAX_UPLOAD_BYTES } from '@shop/domain/validation/upload-rules';
import { contractRoute } from '../../lib/contract-route';
import { perSessionRateLimit } from '../../lib/session-rate-limit';
import { optionalUser, requireUser } from '../../plugins/session';
import { maxUploadBytesFor, storeUpload } from './media.service';
import { issueVisitorKey, uploadOwnerOf } from './upload-owner';
import { receiveUpload } from './upload-reader';
import { freeStorageGb, uploadLimitsOf } from './upload-room';
import { openUpload } from './upload-serving';
import { resumableUploadRoutes } from './resumable-uploads.routes';
import { adminVideoTranscodeRoutes } from './video/admin-video-transcode.routes';
import { diskFreeBytes } from './disk-free';

/** Uploads (POST /api/home/test_upload), the storage quota, and the files at /uploads/{name}. */
export const mediaRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const storage = app.storage;
  const tmpdir = path.join(config.DATA_DIR, 'tmp');
  const limits = uploadLimitsOf(config);
  const secureCookies = config.PUBLIC_URL.startsWith('https:');
  // Registered here, so only this module's routes accept multipart bodies.
  await app.register(multipart, { limits: { parts: 20 } });
  await app.register(resumableUploadRoutes, { config });
  await app.register(adminVideoTranscodeRoutes, { config });

  app.route({
    ...contractRoute(uploadRoute, {
      rateLimit: {
        // Visitors upload while registering; signed-in users (administrators at work) get more room.
        max: async (request) => ((await request.session()).kind === 'active' ? 120 : 20),
        timeWindow: '1 minute',
      },
    }),
    handler: async (request, reply) => {
      const session = await request.session();
      const uploader = session.kind === 'active' ? session.user : null;
      // A visitor's file is theirs by a cookie of their own until their registration claims it.
      const visitorKey = uploader ? null : issueVisitorKey(request, reply, secureCookies);
      const upload = await receiveUpload(request, { maxBytes: maxUploadBytesFor(uploader), tmpdir });
      const fileName = await storeUpload(app.db, storage, upload, {
        uploader,
        ip: request.ip,
        visitorKey,
        limits,
        now: new Date(),
      });
      return { success: true as const, fileName: [fileName], index: upload.index };
    },
  });

  app.route({
    ...contractRoute(slipUploadRoute, perSessionRateLimit(20)),
    handler: async (request) => {
      const uploader = await requireUser(request);
      const upload = await receiveUpload(request, {
        maxBytes: MAX_UPLOAD_BYTES.image,
        tmpdir,
        field: SLIP_FILE_FIELD,
      });
      const fileName = await storeUpload(app.db, storage, upload, {
        uploader,
        ip: request.ip,
        visitorKey: null,
        limits,
        now: new Date(),
        privateFor: { purpose: 'slip' },
      });
      return { success: true as const, fileName: [fileName] };
    },
  });

  app.route({
    ...contractRoute(homeworkFileRoute, perSessionRateLimit(20)),
    handler: async (request) => {
      const uploader = await requireUser(request);
      const upload = await receiveUpload(request, {
        maxBytes: HOMEWORK_FILE_MAX_BYTES,
        tmpdir,
        field: HOMEWORK_FILE_FIELD,
      });
      const fileName = await storeUpload(app.db, storage, upload, {
        uploader,
        ip: request.ip,
        visitorKey: null,
        limits,
        now: new Date(),
        privateFor: { purpose: 'homework', acceptsPdf: true },
      });
      return { success: true as const, fileName: [fileName] };
    },
  });

  app.route({
    ...contractRoute(storageDetailsRoute),
    // The space this caller may fill: the administrators' reserve counts only for them.
    handler: async (request) => {
      const isAdministrator = (await optionalUser(request))?.roles.includes('admin') ?? false;
      return {
        success: true as const,
        free: await freeStorageGb(
          app.db,
          limits.reservePercent,
          isAdministrator,
          // A local disk may fill before the quota does; a bucket's room is the quota alone.
          config.STORAGE === 'local' ? await diskFreeBytes(config.DATA_DIR) : null,
        ),
      };
    },
  });

  app.route({
    method: 'GET',
    url: '/uploads/:fileName',
    schema: { hide: true, params: z.object({ fileName: z.string().max(100) }) },
    handler: async (request, reply) => {
      const viewer = await optionalUser(request);
      const served = await openUpload(app.db, storage, request.params.fileName, request.headers.range, {
        ...(await uploadOwnerOf(request)),
        isAdmin: viewer?.roles.includes('admin') ?? false,
      });
      return reply.status(served.status).headers(served.headers).send(served.body);
    },
  });
};
