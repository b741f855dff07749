import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { retryVideoTranscodeRoute, videoTranscodeRoute } from '@shop/contract/media/video-transcode';
import type { Config } from '../../../config';
import { contractRoute } from '../../../lib/contract-route';
import { requireRole } from '../../../plugins/session';
import {
  getVideoTranscode,
  openVideoOutputForAdmin,
  retryVideoTranscode,
} from './admin-video-transcode.service';
import { videoToolsOf, videoToolsPresence } from './video-tools';

/** The back office's view of video transcodes: progress, result, retry, and the poster. */
export const adminVideoTranscodeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const canTranscode = () => videoToolsPresence(videoToolsOf(config));

  app.route({
    ...contractRoute(videoTranscodeRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      return {
        success: true as const,
        data: await getVideoTranscode(app.db, request.params.fileName, await canTranscode()),
      };
    },
  });

  app.route({
    ...contractRoute(retryVideoTranscodeRoute),
    handler: async (request) => {
      await requireRole(request, 'admin');
      const data = await retryVideoTranscode(
        app.db,
        request.params.fileName,
        await canTranscode(),
        new Date(),
      );
      return { success: true as const, data };
    },
  });

  app.get(
    '/api/admin/media/videos/:fileName/outputs/:output',
    {
      config: { access: 'admin' },
      schema: {
        hide: true,
        params: z.object({
          fileName: z.string().regex(/^[0-9a-f]{32}\.[a-z0-9]{2,4}$/),
          output: z.string().regex(/^[0-9a-f]{32}-[a-z0-9-]{1,20}\.[a-z0-9]{2,4}$/),
        }),
      },
    },
    async (request, reply) => {
      await requireRole(request, 'admin');
      const { fileName, output } = request.params;
      const served = await openVideoOutputForAdmin(
        app.db,
        app.storage,
        fileName,
        output,
        request.headers.range,
      );
      return reply.status(served.status).headers(served.headers).send(served.body);
    },
  );
};
