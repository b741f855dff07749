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
import { createLocalFileStorage } from '../../lib/storage/local-file-storage';
import { freeStorageGb, maxUploadBytesFor, storeUpload } from './media.service';
import { receiveUpload } from './upload-reader';
import { openUpload } from './upload-serving';

/** Uploads (POST /api/home/test_upload), the storage quota, and the files at /uploads/{name}. */
export const mediaRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const storage = createLocalFileStorage(path.join(config.DATA_DIR, 'uploads'));
  const tmpdir = path.join(config.DATA_DIR, 'tmp');
  // Registered here, so only this module's routes accept multipart bodies.
  await app.register(multipart, { limits: { parts: 20 } });

  app.route({
    ...contractRoute(uploadRoute),
    config: {
      rateLimit: {
        // Visitors upload while registering; signed-in users (administrators at work) get more room.
        max: async (request) => ((await request.session()).kind === 'active' ? 120 : 20),
        timeWindow: '1 minute',
      },
    },
    handler: async (request) => {
      const session = await request.session();
      const uploader = session.kind === 'active' ? session.user : null;
      const upload = await receiveUpload(request, { maxBytes: maxUploadBytesFor(uploader), tmpdir });
      const fileName = await storeUpload(app.db, storage, upload, { uploader, ip: request.ip });
      return { success: true as const, fileName: [fileName], index: upload.index };
    },
  });

  app.route({
    ...contractRoute(slipUploadRoute),
    config: perSessionRateLimit(20),
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
        privateFor: { purpose: 'slip' },
      });
      return { success: true as const, fileName: [fileName] };
    },
  });

  app.route({
    ...contractRoute(homeworkFileRoute),
    config: perSessionRateLimit(20),
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
        privateFor: { purpose: 'homework', acceptsPdf: true },
      });
      return { success: true as const, fileName: [fileName] };
    },
  });

  app.route({
    ...contractRoute(storageDetailsRoute),
    handler: async () => ({ success: true as const, free: await freeStorageGb(app.db) }),
  });

  app.route({
    method: 'GET',
    url: '/uploads/:fileName',
    schema: { hide: true, params: z.object({ fileName: z.string().max(100) }) },
    handler: async (request, reply) => {
      const viewer = await optionalUser(request);
      const served = await openUpload(
        app.db,
        storage,
        request.params.fileName,
        request.headers.range,
        viewer ? { id: viewer.id, isAdmin: viewer.roles.includes('admin') } : null,
      );
      return reply.status(served.status).headers(served.headers).send(served.body);
    },
  });
};
