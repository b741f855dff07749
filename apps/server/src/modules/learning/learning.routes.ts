import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICATE_PATH, certificateQuerySchema } from '@shop/contract/learning/certificate';
import { myCoursesRoute } from '@shop/contract/learning/my-courses';
import {
  lastWatchedRoute,
  progressReportRoute,
  studentProgressRoute,
} from '@shop/contract/learning/progress';
import { homeworkRoute, submitHomeworkRoute } from '@shop/contract/learning/homework';
import { quizAttemptRoute, quizRoute } from '@shop/contract/learning/quiz';
import { videoStreamRoute } from '@shop/contract/learning/video-stream';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { contractRoute } from '../../lib/contract-route';
import { perSessionRateLimit } from '../../lib/session-rate-limit';
import { optionalUser, requireUser } from '../../plugins/session';
import { certificatePdf } from './certificate.service';
import { getHomework, submitHomework } from './homework.service';
import { openLectureMedia } from './lecture-media.service';
import { openStreamOutput, openVideoStream, type StreamDeps } from './video-stream.service';
import { videoToolsOf, videoToolsPresence } from '../media/index';
import type { LearningDeps } from './learning-deps';
import { listMyCourses } from './my-courses.service';
import { assertMayReadProgress, getCourseProgress, getLastWatched, reportProgress } from './progress.service';
import { attemptQuiz, getQuiz } from './quiz.service';

/** The student's side of a course: progress, My courses, quizzes, homework, certificate, lecture media. */
export const learningRoutes: FastifyPluginAsyncZod<{
  config: Config;
  fontsDir?: string | undefined;
}> = async (app, options) => {
  const deps: LearningDeps = { db: app.db, cache: app.catalogCache };
  const storage = app.storage;

  // navigator.sendBeacon sends the player's last report as text/plain; only this plugin reads it as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4_096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)) as unknown);
    } catch {
      done(new AppError(ErrorCode.INPUT_ERROR, { message: 'The body is not JSON' }), undefined);
    }
  });

  app.route({
    ...contractRoute(progressReportRoute, perSessionRateLimit(120)),
    handler: async (request) => ({
      success: true as const,
      ...(await reportProgress(deps, await requireUser(request), request.body)),
    }),
  });

  app.route({
    ...contractRoute(studentProgressRoute),
    handler: async (request) => {
      assertMayReadProgress(await requireUser(request), request.params.userId);
      return {
        success: true as const,
        data: await getCourseProgress(deps, request.params.userId, request.params.courseId),
      };
    },
  });

  app.route({
    ...contractRoute(lastWatchedRoute),
    handler: async (request) => {
      assertMayReadProgress(await requireUser(request), request.params.userId);
      return {
        success: true as const,
        data: await getLastWatched(deps, request.params.userId, request.params.courseId),
      };
    },
  });

  app.route({
    ...contractRoute(myCoursesRoute),
    handler: async (request) => ({
      success: true as const,
      data: await listMyCourses(deps, (await requireUser(request)).id),
    }),
  });

  app.route({
    ...contractRoute(quizRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getQuiz(deps, await requireUser(request), request.params.lectureId),
    }),
  });

  app.route({
    ...contractRoute(quizAttemptRoute, perSessionRateLimit(30)),
    handler: async (request) => ({
      success: true as const,
      ...(await attemptQuiz(
        deps,
        await requireUser(request),
        request.params.lectureId,
        request.body.answers,
      )),
    }),
  });

  app.route({
    ...contractRoute(homeworkRoute),
    handler: async (request) => ({
      success: true as const,
      data: await getHomework(deps, await requireUser(request), request.params.lectureId),
    }),
  });

  app.route({
    ...contractRoute(submitHomeworkRoute, perSessionRateLimit(20)),
    handler: async (request) => ({
      success: true as const,
      data: await submitHomework(deps, await requireUser(request), request.params.lectureId, request.body),
    }),
  });

  app.get(
    CERTIFICATE_PATH,
    {
      schema: {
        summary: 'The certificate of a completed course, as a PDF',
        tags: ['learning'],
        params: z.object({ courseId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: certificateQuerySchema,
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { pdf, fileName } = await certificatePdf(
        deps,
        user,
        request.params.courseId,
        request.query.lang,
        options.fontsDir,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  const streamDeps: StreamDeps = {
    ...deps,
    storage,
    grantMs: options.config.VIDEO_ADDRESS_MINUTES * 60_000,
    canTranscode: () => videoToolsPresence(videoToolsOf(options.config)),
  };
  app.route({
    ...contractRoute(videoStreamRoute),
    handler: async (request) => ({
      success: true as const,
      data: await openVideoStream(streamDeps, await optionalUser(request), request.params.lectureId),
    }),
  });

  app.get(
    '/media/lectures/:lectureId/stream/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          lectureId: z.coerce.number().int().positive().max(2_147_483_647),
          name: z.string().regex(/^[0-9a-f]{32}-[a-z0-9-]{1,20}\.[a-z0-9]{2,4}$/),
        }),
        querystring: z.object({ token: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      const served = await openStreamOutput(streamDeps, {
        ...request.params,
        token: request.query.token,
        range: request.headers.range,
      });
      return reply
        .status(served.status)
        .headers(served.headers)
        .send(served.text ?? served.body);
    },
  );

  app.get(
    '/media/lectures/:lectureId',
    {
      schema: {
        hide: true,
        params: z.object({ lectureId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const served = await openLectureMedia(
        { ...deps, storage },
        await optionalUser(request),
        request.params.lectureId,
        request.headers.range,
      );
      return reply.status(served.status).headers(served.headers).send(served.body);
    },
  );
};
