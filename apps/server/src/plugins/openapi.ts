import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { optionalUser } from './session';

/** The back office's API, every route of which is `access: 'admin'` (checked at start-up). */
const isAdminApiPath = (path: string): boolean => path === '/api/admin' || path.startsWith('/api/admin/');

/** The payment sandbox's test controls (mounted in sandbox mode only). */
const isSandboxControlPath = (path: string): boolean => path.startsWith('/sandbox/__control');

/** Operations only an administrator may call, and so only an administrator reads about. */
const isAdministratorsPath = (path: string): boolean => isAdminApiPath(path) || isSandboxControlPath(path);

type OpenApiDocument = { paths?: Record<string, unknown> };

/** The document as this reader may see it: without the back office's and the sandbox's controls unless an administrator asks. */
const documentFor = (document: OpenApiDocument, isAdministrator: boolean): OpenApiDocument =>
  isAdministrator
    ? document
    : {
        ...document,
        paths: Object.fromEntries(
          Object.entries(document.paths ?? {}).filter(([path]) => !isAdministratorsPath(path)),
        ),
      };

/**
 * The OpenAPI document of every route, generated from the contract's zod schemas, at /docs. Anyone
 * reads the public and the students' operations; the back office's (`/api/admin/...`) and the
 * payment sandbox's controls are listed to a signed-in administrator only. The sandbox is not
 * mounted in live mode, so none of its operations is listed there.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const administrators = new WeakSet<FastifyRequest>();
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Course shop API',
          description:
            'Paths and field names follow the shop specifications, misspellings included. Money is in minor units (satang, cents).',
          version: '1.0.0',
        },
        servers: [{ url: options.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      uiHooks: {
        // The document is shaped synchronously; who reads it is known before.
        preHandler: (request, _reply, done) => {
          optionalUser(request).then((user) => {
            if (user?.roles.includes('admin')) administrators.add(request);
            done();
          }, done);
        },
      },
      transformSpecification: (document, request) =>
        documentFor(document as OpenApiDocument, administrators.has(request)),
    });
  },
  { name: 'openapi', dependencies: ['session'] },
);
