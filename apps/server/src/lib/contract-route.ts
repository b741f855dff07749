import { apiErrorBodySchema } from '@shop/contract/http/api-error';
import type { RouteDefinition } from '@shop/contract/http/define-route';

/**
 * Fastify route options from a contract route: the same zod schemas validate the request,
 * serialise the answer and describe the route in the OpenAPI document.
 */
export const contractRoute = <R extends RouteDefinition>(route: R) => ({
  method: route.method,
  url: route.path,
  schema: {
    summary: route.summary,
    tags: [...route.tags],
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: {
      200: route.response,
      '4xx': apiErrorBodySchema,
      '5xx': apiErrorBodySchema,
    },
  } as {
    summary: string;
    tags: string[];
    params: R['params'];
    querystring: R['querystring'];
    body: R['body'];
    response: { 200: R['response']; '4xx': typeof apiErrorBodySchema; '5xx': typeof apiErrorBodySchema };
  },
});
